import type { RouteName } from './paths';

/**
 * Where the back arrow goes (SPEC 2.2): home, one step back, or nowhere (no arrow); out of the lottery frame, home
 * when its query has pageBack, else /m/game (SPEC 2.1).
 */
export type BackTarget = 'home' | 'previous' | 'none' | 'lotteryExit';

/**
 * Who may open a route (SPEC 4 and 6). `member`: any session, trial too; `real`: no trial account (free_reject:
 * inbox, live chat); `actual`: no trial account ("Please login an actual account to use this function");
 * `session`: a session of a real account, everyone else goes home (change password); `deposit`: member types 0 to 2.
 */
export type RouteGuard = 'open' | 'member' | 'real' | 'actual' | 'session' | 'deposit';

/** What the layout and screens know about the current route; the route table holds one per route. */
export type RouteMeta = {
  name: RouteName;
  titleKey: string;
  header: boolean;
  footer: boolean;
  back: BackTarget;
  guard: RouteGuard;
};
