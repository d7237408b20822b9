import { API } from '@palaro/contract/api-paths';
import type { Registration } from '@palaro/contract/registration';
import type { LoginValue } from '@palaro/contract/session';
import { loginValueSchema } from '../../../shared/api/schemas/account-schemas';
import { postSealed } from '../../../shared/lib/post-sealed';
import type { RegisterTab } from '../lib/register-fields';

/** PUT /wps/member/register or /register/mobile, sealed; the answer logs the new member in. */
export function register(tab: RegisterTab, body: Registration): Promise<LoginValue> {
  return postSealed(tab === 'username' ? API.register : API.registerMobile, body, loginValueSchema, 'PUT');
}
