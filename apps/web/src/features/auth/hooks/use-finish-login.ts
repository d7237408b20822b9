import { useCallback } from 'react';
import type { LoginValue } from '@palaro/contract/session';
import { paths } from '../../../shared/config/paths';
import { useLocation, useNavigate } from '../../../shared/lib/router';
import { startSession } from '../../../shared/lib/session/start-session';

/** Stores the session, then goes back where a guard sent the visitor from, or home. */
export function useFinishLogin() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(
    (value: LoginValue) => {
      startSession(value);
      const from = (state as { from?: unknown } | null)?.from;
      navigate(typeof from === 'string' && from.startsWith('/m/') ? from : paths.home.getHref(), { replace: true });
    },
    [navigate, state],
  );
}
