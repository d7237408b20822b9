import { API } from '@palaro/contract/api-paths';
import type { LaunchGame } from '@palaro/contract/game-launch';
import type { Game } from '@palaro/contract/game-catalogue';
import { apiGet } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n/i18n';
import { launchGameSchema, nullValueSchema } from '../schemas/game-schemas';

/** GET /wps/game/launchGame (SPEC 4 "Game launch"): category, vendor, gameId and nodeId; the answer's url carries a single-use token. */
export function launchGame(
  game: Pick<Game, 'nodeId'> & Partial<Pick<Game, 'gameType' | 'vassalage' | 'gameId'>>,
  lobbyUrl: string,
): Promise<LaunchGame> {
  return apiGet(API.launchGame, launchGameSchema, {
    nodeId: game.nodeId,
    category: game.gameType,
    vendor: game.vassalage,
    gameId: game.gameId,
    language: currentLanguage(),
    lobbyUrl,
  });
}

/** GET /wps/game/recent/add (SPEC 7.4 "Recent games: add"). */
export function addRecentGame(nodeId: number): Promise<null> {
  return apiGet(API.recentGameAdd, nullValueSchema, { nodeId });
}
