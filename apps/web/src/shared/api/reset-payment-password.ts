import { API } from '@palaro/contract/api-paths';
import type { PaymentPasswordReset } from '@palaro/contract/withdrawals';
import { nullValueSchema } from './schemas/account-schemas';
import { postSealed } from '../lib/post-sealed';

/** POST /wps/member/paymentPassword/reset, sealed: a new withdrawal password, proven with the login password. */
export function resetPaymentPassword(body: PaymentPasswordReset): Promise<null> {
  return postSealed(API.paymentPasswordReset, body, nullValueSchema);
}
