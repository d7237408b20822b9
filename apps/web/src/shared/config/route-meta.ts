import type { RouteName } from './paths';

/** Where the back arrow goes (SPEC 2.2): home, one step back, or nowhere (no arrow). */
export type BackTarget = 'home' | 'previous' | 'none';

/** Who may open a route (SPEC 4 and 6). */
/** `real`: members only, and a trial account (type 4) is refused with free_reject (inbox, live chat). */
export type RouteGuard = 'open' | 'member' | 'real' | 'session' | 'deposit';

/** What the layout and screens know about the current route; the route table holds one per route. */
export type RouteMeta = {
  name: RouteName;
  titleKey: string;
  header: boolean;
  footer: boolean;
  back: BackTarget;
  guard: RouteGuard;
};
