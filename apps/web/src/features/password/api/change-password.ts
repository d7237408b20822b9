import { API } from '@palaro/contract/api-paths';
import type { PasswordChange } from '@palaro/contract/member';
import { nullValueSchema } from '../../../shared/api/schemas/account-schemas';
import { postSealed } from '../../../shared/lib/post-sealed';

/** POST /wps/member/password, sealed; the server ends the account's other sessions. */
export function changePassword(body: PasswordChange): Promise<unknown> {
  return postSealed(API.passwordChange, body, nullValueSchema);
}
