import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from '../../shared/lib/router';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@palaro/contract/constants';
import { useSession } from '../../shared/lib/session/session-store';
import { showToast } from '../../shared/ui/toast/toast-store';
import type { RouteDefinition } from '../routes';
import { useScreenAnswering } from '../first-view/answering';
import { decideGuard } from './guard';

/** Renders the route's screen, or sends the visitor where its guard says. */
export function GuardedScreen({ route }: { route: RouteDefinition }) {
  const { t } = useTranslation();
  useScreenAnswering();
  const decision = decideGuard(route.guard, useSession());
  const toastKey = decision.kind === 'redirect' ? decision.toastKey : undefined;
  const { pathname, search } = useLocation();
  const from = useMemo(() => ({ from: pathname + search }), [pathname, search]);

  useEffect(() => {
    if (toastKey) showToast(t(toastKey), { tone: 'error', durationMs: TOAST_MS.freeReject, carry: true });
  }, [toastKey, t]);

  // The log-in screen returns the visitor here once logged in.
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={from} />;
  return <route.screen />;
}
