import { API } from '@palaro/contract/api-paths';
import { withdrawValueSchema, type WithdrawRequest, type WithdrawValue } from '@palaro/contract/withdrawals';
import { postSealed } from '../../../shared/lib/post-sealed';

/** POST /wps/transaction/withdraw, sealed: the amount is held at once and waits for an operator. */
export function requestWithdrawal(body: WithdrawRequest): Promise<WithdrawValue> {
  return postSealed(API.withdraw, body, withdrawValueSchema);
}
