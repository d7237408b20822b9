import { API } from '@palaro/contract/api-paths';
import { nullValueSchema } from '../../../shared/api/schemas/account-schemas';
import { request } from '../../../shared/lib/api-client';

/** DELETE /wps/session/logout with the token (sent by the client as Authorization). */
export function logout(): Promise<unknown> {
  return request(API.logout, { schema: nullValueSchema, method: 'DELETE' });
}
