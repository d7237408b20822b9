import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useVendorSorting } from '../../api/get-vendor-sorting';
import { useLocation, useNavigate } from '../router';
import type { LaunchTarget } from './run-launch';

/** A tap on a game; the launch code itself downloads with the first tap, so screens that only show games stay light. */
export function useLaunchGame(): (target: LaunchTarget) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const sorting = useVendorSorting().data;

  return useCallback(
    async (target: LaunchTarget) => {
      const { runLaunch } = await import('./run-launch');
      await runLaunch(target, { t, navigate, queryClient, sorting, location: { pathname, search } });
    },
    [navigate, pathname, search, queryClient, sorting, t],
  );
}
