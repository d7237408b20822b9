import { API } from '@palaro/contract/api-paths';
import type { FreeplayValue } from '@palaro/contract/session';
import { freeplayValueSchema } from '../../../shared/api/schemas/account-schemas';
import { apiPost } from '../../../shared/lib/api-client';

/** POST /wps/session/login/freeplay: a fresh trial account (type 4), already logged in. */
export function startFreePlay(): Promise<FreeplayValue> {
  return apiPost(API.freeplay, freeplayValueSchema);
}
