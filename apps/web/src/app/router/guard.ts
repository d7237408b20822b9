import { paths } from '../../shared/config/paths';
import type { RouteGuard } from '../../shared/config/route-meta';
import { MEMBER_TYPE } from '@palaro/contract/constants';
import { isDepositRefused } from '../../shared/lib/deposit-access';
import type { SessionInfo } from '../../shared/lib/session/session-schema';

export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string; toastKey?: 'free_reject' | 'trial_reject' };

const ALLOW: GuardDecision = { kind: 'allow' };
const isTrial = (session: SessionInfo) => session.type === MEMBER_TYPE.TRIAL;
const trialRefused: GuardDecision = { kind: 'redirect', to: paths.home.getHref(), toastKey: 'trial_reject' };

/** SPEC 4, 5, 6: who may open a route, and where everyone else goes. */
export function decideGuard(guard: RouteGuard, session: SessionInfo | null): GuardDecision {
  switch (guard) {
    case 'open':
      return ALLOW;
    case 'member':
      return session ? ALLOW : { kind: 'redirect', to: paths.login.getHref() };
    case 'real':
      if (!session) return { kind: 'redirect', to: paths.login.getHref() };
      return isTrial(session) ? { kind: 'redirect', to: paths.home.getHref(), toastKey: 'free_reject' } : ALLOW;
    case 'actual':
      if (!session) return { kind: 'redirect', to: paths.login.getHref() };
      return isTrial(session) ? trialRefused : ALLOW;
    case 'session':
      if (!session) return { kind: 'redirect', to: paths.home.getHref() };
      // a trial account has no password to change
      return isTrial(session) ? trialRefused : ALLOW;
    case 'deposit':
      if (!session) return { kind: 'redirect', to: paths.login.getHref() };
      return isDepositRefused(session)
        ? { kind: 'redirect', to: paths.home.getHref(), toastKey: 'free_reject' }
        : ALLOW;
  }
}
