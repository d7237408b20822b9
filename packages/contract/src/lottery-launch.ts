import { z } from 'zod';
import { LANGUAGES, LOTTERY } from './constants';
import { lotteryPlayTypeSchema } from './lottery-draws';

/** SPEC 2.1 and 4: a lottery opens as `ent` (entertainment, every few minutes) or `trad` (scheduled daily draws). */
export type LotteryPlayType = z.infer<typeof lotteryPlayTypeSchema>;

export const LOTTERY_PRIZE_MODES = Object.values(LOTTERY.prizeModes);
export const lotteryPrizeModeSchema = z.enum(LOTTERY_PRIZE_MODES as [string, ...string[]]);

/** The lotto app's themes, by the frame address's `css` query (SPEC 2.1). */
export const LOTTO_THEMES = ['dark', 'light'] as const;

/**
 * The lotto app's language in its address (`/m/lotto-h5/{mui}/...`): the web app's language code in lower case
 * (`en`, `tl`, `cn`, `vi`, `th`, `pt`).
 */
export const lottoMuiSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(LANGUAGES))
  .transform((language) => language.toLowerCase());

/** The lotto app's address (SPEC 2.1): /m/lotto-h5/{mui}/{playType}/games/{gameId}. */
export const LOTTO_APP_BASE = '/m/lotto-h5';
export const lottoGamePath = (mui: string, playType: LotteryPlayType, gameId: string) =>
  `${LOTTO_APP_BASE}/${mui}/${playType}/games/${encodeURIComponent(gameId)}`;

/**
 * Query of GET /lgw/games/launch, what /m/startLottery asks for its frame (SPEC 2.1, 4): the game, how it is played
 * and paid, and the page's language and theme.
 */
export const lotteryLaunchQuerySchema = z.object({
  gameId: z.string().trim().min(1).max(64),
  playType: lotteryPlayTypeSchema,
  prize_mode: lotteryPrizeModeSchema.optional(),
  mui: lottoMuiSchema,
  css: z.enum(LOTTO_THEMES).optional().catch(undefined),
});
export type LotteryLaunchQuery = z.input<typeof lotteryLaunchQuerySchema>;

/**
 * Value of GET /lgw/games/launch. `url` is the frame address: /m/lotto-h5/{mui}/{playType}/games/{gameId} with query
 * token (single use, two minutes: the lotto app exchanges it for its own session), merchant, css and prize_mode.
 */
export const lotteryLaunchSchema = z.object({
  url: z.string(),
  expiresAt: z.number().int(),
  gameId: z.string(),
  gameName: z.string(),
  playType: lotteryPlayTypeSchema,
  prizeMode: lotteryPrizeModeSchema,
});
export type LotteryLaunch = z.infer<typeof lotteryLaunchSchema>;

export const LOTTERY_LAUNCH_ERRORS = {
  /** The game is a lottery, but not one played this way or paid in this prize mode. */
  mismatch: {
    status: 400,
    errorCode: 'lottery.launch.mismatch',
    message: 'This lottery does not open with that play type or prize mode',
  },
} as const;

/**
 * Messages the lotto app posts to the page that frames it (/m/startLottery), checked against the site's own origin:
 * `close` when the player leaves the game from inside it (SPEC 2.1's back from the lottery frame).
 */
export const LOTTO_FRAME_MESSAGES = { close: 'palaro-lotto:close' } as const;
