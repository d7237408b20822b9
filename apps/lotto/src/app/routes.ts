import { isPlayType, type PlayType } from '../shared/lib/play-type';

/** Where the server serves these pages (apps/server/src/lotto-app/routes.ts). */
export const LOTTO_BASE = '/m/lotto-h5';

const GAME = new RegExp(`^${LOTTO_BASE}/([A-Za-z0-9_-]{1,32})/([a-z]+)/games/([A-Za-z0-9._-]{1,64})/?$`);
const VERIFY = new RegExp(`^${LOTTO_BASE}/verify/?$`);

export type RouteMatch =
  { route: 'game'; mui: string; playType: PlayType; gameId: string } | { route: 'verify' } | { route: 'notFound' };

/**
 * The lottery pages' routes. The game path is SPEC 2.1's; the verifier is ours. The bet slip, the results and the
 * player's orders get their entries here as they are built (they need the draws API).
 */
export function matchRoute(pathname: string): RouteMatch {
  if (VERIFY.test(pathname)) return { route: 'verify' };
  const game = GAME.exec(pathname);
  if (game && isPlayType(game[2]!)) return { route: 'game', mui: game[1]!, playType: game[2], gameId: game[3]! };
  return { route: 'notFound' };
}
