import { API } from '@palaro/contract/api-paths';
import { manualDepositValueSchema, type Deposit, type ManualDepositRequest } from '@palaro/contract/payments';
import { apiPost } from '../../../shared/lib/api-client';

/** POST /wps/deposit/manual: a bank transfer the player made, pending until an operator approves it. */
export function createManualDeposit(body: ManualDepositRequest): Promise<Deposit> {
  return apiPost(API.depositManual, manualDepositValueSchema, body);
}
