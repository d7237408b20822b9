import { API } from '@palaro/contract/api-paths';
import type { PasswordByPhone } from '@palaro/contract/member';
import { passwordByPhoneValueSchema } from '../../../shared/api/schemas/account-schemas';
import { postSealed } from '../../../shared/lib/post-sealed';

/** POST /wps/member/password/phone, sealed: a new password for the account holding this number. */
export function resetPasswordByPhone(body: PasswordByPhone): Promise<{ userName: string }> {
  return postSealed(API.passwordByPhone, body, passwordByPhoneValueSchema);
}
