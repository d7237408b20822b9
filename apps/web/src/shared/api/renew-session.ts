import { useEffect } from 'react';
import { API } from '@palaro/contract/api-paths';
import { apiPost } from '../lib/api-client';
import { renewValueSchema } from './schemas/account-schemas';

/** POST /wps/session/renew: keeps a held session alive; a dead one answers 401 and the client logs out. */
export function renewSession() {
  return apiPost(API.renew, renewValueSchema);
}

/** SPEC 4 "Home load": a logged-in visitor's session is renewed once per token. */
export function useRenewSession(token: string | undefined): void {
  useEffect(() => {
    if (token) renewSession().catch(() => undefined);
  }, [token]);
}
