import { API } from '@palaro/contract/api-paths';
import type { PaymentPasswordSet } from '@palaro/contract/withdrawals';
import { nullValueSchema } from './schemas/account-schemas';
import { postSealed } from '../lib/post-sealed';

/** POST /wps/member/paymentPassword, sealed: the first withdrawal password. */
export function setPaymentPassword(body: PaymentPasswordSet): Promise<null> {
  return postSealed(API.paymentPassword, body, nullValueSchema);
}
