import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useVendorSorting } from '../../api/get-vendor-sorting';
import { paths } from '../../config/paths';
import { useNavigate } from '../router';
import type { LoginIntent } from '../session/login-intent';
import { useSessionStore } from '../session/session-store';
import { changeFavouriteOf } from './use-favourites';

const locationOf = (href: string) => {
  const [pathname = href, query] = href.split('?');
  return { pathname, search: query ? `?${query}` : '' };
};

/**
 * Right after a log-in or registration: back to where the guest was (home without an intent), and finish what they
 * had tapped there, the star set or the game launching.
 */
export function useAfterLogin(): (intent: LoginIntent | null) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sorting = useVendorSorting().data;

  return useCallback(
    (intent: LoginIntent | null) => {
      const target = intent?.redirect ?? paths.home.getHref();
      navigate(target, { replace: true });
      const action = intent?.action;
      const token = useSessionStore.getState().session?.token;
      if (!action || !token) return;
      if (action.kind === 'favourite') {
        void changeFavouriteOf(queryClient, t, { nodeId: action.nodeId, vassalage: action.vendor }, true, token);
        return;
      }
      void import('./run-launch').then(({ runLaunch }) =>
        runLaunch({ nodeId: action.nodeId }, { t, navigate, queryClient, sorting, location: locationOf(target) }),
      );
    },
    [navigate, queryClient, sorting, t],
  );
}
