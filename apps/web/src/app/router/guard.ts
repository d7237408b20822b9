import { paths } from '../../shared/config/paths';
import type { RouteGuard } from '../../shared/config/route-meta';
import { MEMBER_TYPE } from '@palaro/contract/constants';
import { isDepositRefused } from '../../shared/lib/deposit-access';
import type { SessionInfo } from '../../shared/lib/session/session-schema';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; toastKey?: 'free_reject' };

const ALLOW: GuardDecision = { kind: 'allow' };

/** SPEC 4, 5, 6: who may open a route, and where everyone else goes. */
export function decideGuard(guard: RouteGuard, session: SessionInfo | null): GuardDecision {
  switch (guard) {
    case 'open':
      return ALLOW;
    case 'member':
      return session ? ALLOW : { kind: 'redirect', to: paths.login.getHref() };
    case 'real':
      if (!session) return { kind: 'redirect', to: paths.login.getHref() };
      return session.type === MEMBER_TYPE.TRIAL ? { kind: 'redirect', to: paths.home.getHref(), toastKey: 'free_reject' } : ALLOW;
    case 'session':
      return session ? ALLOW : { kind: 'redirect', to: paths.home.getHref() };
    case 'deposit':
      if (!session) return { kind: 'redirect', to: paths.login.getHref() };
      return isDepositRefused(session) ? { kind: 'redirect', to: paths.home.getHref(), toastKey: 'free_reject' } : ALLOW;
  }
}
