import { useCallback } from 'react';
import type { LoginValue } from '@palaro/contract/session';
import { useAfterLogin } from '../../../shared/lib/games/use-after-login';
import { useLocation } from '../../../shared/lib/router';
import { intentOf, safeRedirect, type LoginIntent } from '../../../shared/lib/session/login-intent';
import { startSession } from '../../../shared/lib/session/start-session';

/**
 * Stores the session, then goes back where the visitor was: the intent given (kept across a social sign-in) or the
 * address's (a tapped star or game, finished there), or where a guard sent them from, or home.
 */
export function useFinishLogin() {
  const { state, search } = useLocation();
  const afterLogin = useAfterLogin();
  return useCallback(
    (value: LoginValue, kept: LoginIntent | null = null) => {
      startSession(value);
      const from = (state as { from?: unknown } | null)?.from;
      const guarded = typeof from === 'string' ? safeRedirect(from) : null;
      afterLogin(kept ?? intentOf(search) ?? (guarded ? { redirect: guarded, action: null } : null));
    },
    [afterLogin, search, state],
  );
}
