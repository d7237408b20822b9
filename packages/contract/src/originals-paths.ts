// The Originals game API's paths, names and error codes: plain values without schemas, so the game pages can use
// them without shipping a validation library (the schemas are in originals.ts, which re-exports all of this).

export const ORIGINALS_PATHS = {
  /** The game page: `/originals/play/<gameCode>?token=&language=` (what GET /wps/game/launchGame answers). */
  play: '/originals/play',
  /** The verify page: `?round=<roundId>` checks one of the player's rounds; without it, any seeds by hand. */
  verifyPage: '/originals/verify',
  /** POST `{ launchToken }`: a game session for the launched game (the launch token works once). */
  session: '/originals/api/session',
  /** GET: the session's state again (balance, table, seeds), e.g. after the page reloads. */
  state: '/originals/api/state',
  /** POST `{ requestId, bet }` plays a round; GET lists the player's rounds of this game (`pageNo`, `pageSize`). */
  rounds: '/originals/api/rounds',
  /** GET `/originals/api/rounds/<roundId>/verify`: one of the player's rounds recomputed once its seed is revealed. */
  roundsPrefix: '/originals/api/rounds/',
  /** GET: the player's revealed seed pairs of this game, newest first. */
  seeds: '/originals/api/seeds',
  /** POST `{ clientSeed? }`: reveals the server seed in use and commits to a new one (with the new client seed). */
  rotateSeeds: '/originals/api/seeds/rotate',
  /** POST: recomputes a round from seeds typed by hand (no session needed; nothing is stored). */
  recompute: '/originals/api/verify',
} as const;

export const roundVerifyPath = (roundId: string) =>
  `${ORIGINALS_PATHS.roundsPrefix}${encodeURIComponent(roundId)}/verify`;

export const ORIGINALS_ENGINES = ['slot', 'color-game', 'baccarat'] as const;
export const COLOR_GAME_COLOURS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;
export const BACCARAT_BET_KINDS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;

export const ORIGINALS_ERRORS = {
  sessionInvalid: {
    status: 401,
    errorCode: 'originals.session.invalid',
    message: 'The game session has ended; open the game again from the lobby',
  },
  gameUnknown: { status: 404, errorCode: 'originals.game.unknown', message: 'This game is not a Palaro Original' },
  betInvalid: { status: 400, errorCode: 'originals.bet.invalid', message: 'The bet does not fit the table' },
  roundConflict: {
    status: 409,
    errorCode: 'originals.round.conflict',
    message: 'This request id was already used for another bet',
  },
  /** The wallet has not answered yet: send the same request id again; the round is finished either way. */
  roundPending: {
    status: 503,
    errorCode: 'originals.round.pending',
    message: 'The round is still being settled; try again',
  },
  walletUnavailable: {
    status: 503,
    errorCode: 'originals.wallet.unavailable',
    message: 'The wallet is not answering; try again in a moment',
  },
  roundUnknown: { status: 404, errorCode: 'originals.round.unknown', message: 'Unknown round' },
} as const;
export type OriginalsErrorName = keyof typeof ORIGINALS_ERRORS;
