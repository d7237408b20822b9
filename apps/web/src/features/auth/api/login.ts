import { API } from '@palaro/contract/api-paths';
import type { LoginRequest, LoginValue } from '@palaro/contract/session';
import { loginValueSchema } from '../../../shared/api/schemas/account-schemas';
import { postSealed } from '../../../shared/lib/post-sealed';

/** POST /wps/session/login, sealed (SPEC 7.1). */
export function login(body: LoginRequest): Promise<LoginValue> {
  return postSealed(API.login, body, loginValueSchema);
}
