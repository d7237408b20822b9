import { API } from '@palaro/contract/api-paths';
import type { PaymentPasswordResetByQuestions } from '@palaro/contract/security-questions';
import { nullValueSchema } from '../../../shared/api/schemas/account-schemas';
import { postSealed } from '../../../shared/lib/post-sealed';

/** POST /wps/member/paymentPassword/reset/securityQuestions, sealed: a new withdrawal password, proven with the answers. */
export function resetPaymentPasswordByQuestions(body: PaymentPasswordResetByQuestions): Promise<null> {
  return postSealed(API.paymentPasswordResetByQuestions, body, nullValueSchema);
}
