import { LOTTERY } from '@palaro/contract/constants';
import type { LaunchGameQuery, StartLotteryQuery } from '../../../shared/config/paths';

// The queries of /m/launchGame and /m/startLottery (SPEC 2.1), read from the address. A query that names no game or
// no play type opens nothing: the screen says so instead of guessing.

const PLAY_TYPES = ['ent', 'trad'] as const;
const PRIZE_MODES: readonly string[] = Object.values(LOTTERY.prizeModes);

const playTypeOf = (value: string | null) => PLAY_TYPES.find((playType) => playType === value);
const prizeModeOf = (value: string | null) => (value && PRIZE_MODES.includes(value) ? value : undefined);
const pageBackOf = (value: string | null) => (value === 'home' ? 'home' : undefined);

/** /m/launchGame: playType, gameId, gameGroupId, prize_mode, code (default lobby) and pageBack. */
export function readLaunchGameQuery(
  search: URLSearchParams,
): Required<Pick<LaunchGameQuery, 'code'>> & Partial<LaunchGameQuery> {
  const gameId = search.get('gameId')?.trim() || undefined;
  return {
    playType: playTypeOf(search.get('playType')),
    gameId,
    gameGroupId: search.get('gameGroupId') ?? undefined,
    prize_mode: prizeModeOf(search.get('prize_mode')),
    code: search.get('code') || LOTTERY.lobbyCode,
    pageBack: pageBackOf(search.get('pageBack')),
  };
}

/** /m/startLottery: mui, playType, gameId, prize_mode and pageBack; undefined when it cannot open a game. */
export function readStartLotteryQuery(search: URLSearchParams): StartLotteryQuery | undefined {
  const playType = playTypeOf(search.get('playType'));
  const gameId = search.get('gameId')?.trim();
  const mui = search.get('mui')?.trim().toLowerCase();
  if (!playType || !gameId || !mui) return undefined;
  return {
    mui,
    playType,
    gameId,
    prize_mode: prizeModeOf(search.get('prize_mode')),
    pageBack: pageBackOf(search.get('pageBack')),
  };
}
