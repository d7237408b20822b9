import { API } from '@palaro/contract/api-paths';
import { usernameCheckSchema } from '../../../shared/api/schemas/account-schemas';
import { apiGet } from '../../../shared/lib/api-client';

/** GET /wps/check/username: false when the name is taken (case ignored); null when the check itself failed. */
export async function isUsernameAvailable(username: string): Promise<boolean | null> {
  try {
    return (await apiGet(API.usernameCheck, usernameCheckSchema, { username })).available;
  } catch {
    return null;
  }
}
