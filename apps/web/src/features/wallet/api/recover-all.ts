import { API } from '@palaro/contract/api-paths';
import { recoverAllValueSchema, type RecoverAllValue } from '@palaro/contract/transfers';
import { apiPost } from '../../../shared/lib/api-client';

/** POST /wps/transaction/walletTransfer/recoverAll: every game wallet's balance back to the main wallet. */
export function recoverAll(requestId: string): Promise<RecoverAllValue> {
  return apiPost(API.walletTransferRecoverAll, recoverAllValueSchema, { requestId });
}
