import { API } from '@palaro/contract/api-paths';
import type { PaymentPasswordSet } from '@palaro/contract/withdrawals';
import { nullValueSchema } from '../../../shared/api/schemas/account-schemas';
import { postSealed } from '../../../shared/lib/post-sealed';

/** POST /wps/member/paymentPassword, sealed: the first withdrawal password. */
export function setPaymentPassword(body: PaymentPasswordSet): Promise<null> {
  return postSealed(API.paymentPassword, body, nullValueSchema);
}
