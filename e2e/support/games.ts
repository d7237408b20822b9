import type { Locator, Page } from '@playwright/test';
import { API, ORIGINALS_PATHS, type LaunchGame, type LoginValue } from '@palaro/contract';
import { apiCall } from './api';
import type { ServerName } from './servers';

// Helpers for the game screens: the lobby's parts by their accessible names, a fresh trial player with play money, and
// a round of an Original played through the game server's API.

export const lobby = (page: Page) => ({
  categories: page.getByRole('navigation', { name: 'Game categories' }),
  classify: page.getByRole('group', { name: 'Show' }),
  vendors: page.getByRole('group', { name: 'Providers' }),
  search: page.getByRole('searchbox', { name: 'Search games' }),
  results: page.locator('section').filter({ has: page.locator('#lobby-heading') }),
  tiles: page
    .locator('section')
    .filter({ has: page.locator('#lobby-heading') })
    .getByRole('article'),
  more: page.getByRole('button', { name: 'More games' }),
  pager: page.getByRole('status', { name: /^Page \d+ of \d+$/ }),
});

/** The game name's own button inside a tile (the star is the other button). */
export function playButton(scope: Page | Locator, name: string): Locator {
  return scope
    .getByRole('article')
    .filter({ has: scope.getByText(name, { exact: true }) })
    .getByRole('button', { name, exact: true });
}

export function star(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name: `Favourite: ${name}`, exact: true });
}

/** A new free-trial account (SPEC 3: type 4, its trial balance booked through the ledger), from `ip`. */
export async function freePlayByApi(ip: string, server: ServerName = 'main'): Promise<LoginValue> {
  const reply = await apiCall<LoginValue>('POST', API.freeplay, { ip, server });
  if (!reply.success) throw new Error(`free play failed: ${reply.errorCode ?? ''} ${reply.message ?? ''}`);
  return reply.value;
}

export type PlayedRound = { roundId: string; totalBet: string; totalWin: string };

/**
 * One Color Game round on `red` played as its game page plays it (launch, game session, round), then the seed pair
 * rotated so the round can be checked against its revealed seed.
 */
export async function playColorGameByApi(token: string, ip?: string, stake = '1000'): Promise<PlayedRound> {
  const list = await apiCall<{ games: { nodeId: number; gameCode: string }[] }>(
    'GET',
    `${API.gameList}?gameType=LOCAL&pageSize=60`,
    { ip },
  );
  const nodeId = list.value.games.find((game) => game.gameCode === 'color-game')?.nodeId;
  const launched = await apiCall<LaunchGame>('GET', `${API.launchGame}?nodeId=${nodeId}&language=EN`, { token, ip });
  const launchToken = new URL(launched.value.url, 'http://local').searchParams.get('token') ?? '';
  const session = await apiCall<{ sessionToken: string }>('POST', ORIGINALS_PATHS.session, {
    data: { launchToken },
    ip,
  });
  const gameToken = session.value.sessionToken;
  const played = await apiCall<{ round: PlayedRound }>('POST', ORIGINALS_PATHS.rounds, {
    data: { requestId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, bet: { stakes: { red: stake } } },
    token: gameToken,
    ip,
  });
  if (!played.success) throw new Error(`Color Game round failed: ${played.errorCode ?? ''} ${played.message ?? ''}`);
  await apiCall('POST', ORIGINALS_PATHS.rotateSeeds, { data: {}, token: gameToken, ip });
  const { roundId, totalBet, totalWin } = played.value.round;
  return { roundId, totalBet, totalWin };
}
