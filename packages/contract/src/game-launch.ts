import { z } from 'zod';
import { LANGUAGES } from './constants';
import { freeText } from './free-text';
import { gameCategorySchema } from './games';
import { nodeIdSchema, walletModeSchema } from './game-catalogue';

/** A launch token is good for one exchange within this time. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;

/**
 * Query of GET /wps/game/launchGame (SPEC 4 "Game launch"): category, vendor, gameId, nodeId and free-play
 * support. nodeId names the game; category, vendor and gameId must agree with it when sent.
 */
export const launchGameQuerySchema = z.object({
  nodeId: nodeIdSchema,
  category: gameCategorySchema.optional(),
  vendor: z.string().trim().toUpperCase().max(32).optional(),
  gameId: z.string().trim().max(64).optional(),
  /** "1" or "true": play with the vendor's demo money (needs supportPlay 0); the wallet is not touched. */
  freePlay: z
    .string()
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  language: z.string().trim().toUpperCase().pipe(z.enum(LANGUAGES)).optional().catch(undefined),
  /** Where the game's own close or lobby button goes; a path on this site (default /m/gameCenter). */
  lobbyUrl: freeText(z.string().trim().max(300))
    .regex(/^\/m(\/[^\s]*)?$/, 'expected a path under /m')
    .optional(),
});
export type LaunchGameQuery = z.input<typeof launchGameQuerySchema>;

export const LAUNCH_MODES = ['real', 'fun'] as const;

/**
 * Value of GET /wps/game/launchGame. `url` opens the game (full screen, in a frame); it carries a single-use
 * launch token that the game's server exchanges for a game session, so the player's session token never
 * reaches a game.
 */
export const launchGameSchema = z.object({
  url: z.string(),
  /** Epoch ms after which the launch token is refused; launch again for a new one. */
  expiresAt: z.number().int(),
  mode: z.enum(LAUNCH_MODES),
  walletMode: walletModeSchema,
  nodeId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
});
export type LaunchGame = z.infer<typeof launchGameSchema>;
