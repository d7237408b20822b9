import type {
  LotteryMenu,
  LotteryMenuGame,
  LotteryNumero,
  LotteryProof,
  LotteryResults,
  LotteryRules,
} from '@palaro/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../security/clock';
import type { DrawGame } from './draw-games';
import { drawError } from './errors';
import { drawRepository, type DrawRow } from './repository';
import { rulesView } from './rules-view';
import { openDrawView, pastDrawView, proofView } from './view';

type Deps = { db: Db; merchant: string; clock: Clock; games: ReadonlyMap<string, DrawGame> };

/** Which games a call covers: every game, or the Vietnamese ones (the SEA game's calls). */
export type Region = 'all' | 'vn';
const inRegion = ({ game }: DrawGame, region: Region) => region === 'all' || game.family === 'vnNorth';

/**
 * The public board of the draws (SPEC 7.4 "Lottery"): menu, numero, results, proofs. Guests read it too: results are
 * public, and nothing here is a player's own. A house draw's secret leaves only once it is drawn.
 */
export function createDrawBoard({ db, merchant, clock, games }: Deps) {
  const repository = drawRepository(db, merchant);

  function gameOf(gameId: string, region: Region): DrawGame {
    const found = games.get(gameId);
    if (!found || !inRegion(found, region)) throw drawError('gameUnknown');
    return found;
  }

  function menuGame({ game }: DrawGame, open: DrawRow | undefined, last: DrawRow | undefined, now: number) {
    return {
      gameId: game.gameId,
      name: game.name,
      localName: game.localName ?? null,
      playType: game.playType,
      category: game.family,
      resultSource: game.resultSource,
      current: open ? openDrawView(open, now) : null,
      lastResult: last ? pastDrawView(last) : null,
    } satisfies LotteryMenuGame;
  }

  return {
    async menu(region: Region, playType?: 'trad' | 'ent'): Promise<LotteryMenu> {
      const now = clock();
      const chosen = [...games.values()].filter(
        (drawGame) => inRegion(drawGame, region) && (playType === undefined || drawGame.game.playType === playType),
      );
      const board = await repository.boardOf(
        chosen.map(({ game }) => game.gameId),
        new Date(now),
      );
      const byGame = (rows: DrawRow[]) => new Map(rows.map((row) => [row.game_id, row]));
      const [open, last] = [byGame(board.open), byGame(board.last)];
      const shown = chosen.map((drawGame) =>
        menuGame(drawGame, open.get(drawGame.game.gameId), last.get(drawGame.game.gameId), now),
      );
      const groups = (['trad', 'ent'] as const)
        .map((type) => ({ playType: type, games: shown.filter((game) => game.playType === type) }))
        .filter((group) => group.games.length > 0);
      return { serverTime: now, groups };
    },

    async numero(region: Region, gameId: string): Promise<LotteryNumero> {
      const { game } = gameOf(gameId, region);
      const now = clock();
      const [current, previous] = await Promise.all([
        repository.openAt(game.gameId, new Date(now)),
        repository.previousAt(game.gameId, new Date(now)),
      ]);
      return {
        serverTime: now,
        gameId: game.gameId,
        current: current ? openDrawView(current, now) : null,
        previous: previous ? pastDrawView(previous) : null,
      };
    },

    async results(gameId: string, limit: number): Promise<LotteryResults> {
      const { game } = gameOf(gameId, 'all');
      const rows = await repository.finished([game.gameId], limit);
      return { gameId: game.gameId, draws: rows.map(pastDrawView) };
    },

    async vnRecent(limit: number) {
      const vn = [...games.values()].filter((drawGame) => inRegion(drawGame, 'vn'));
      const rows = await repository.finished(
        vn.map(({ game }) => game.gameId),
        limit,
      );
      return {
        draws: rows.map((row) => ({
          ...pastDrawView(row),
          gameId: row.game_id,
          name: games.get(row.game_id)!.game.name,
        })),
      };
    },

    rules(gameId: string, prizeMode?: string): LotteryRules {
      return rulesView(gameOf(gameId, 'all'), prizeMode);
    },

    async proof(gameId: string, drawNumber: string): Promise<LotteryProof> {
      gameOf(gameId, 'all');
      const row = await repository.one(gameId, drawNumber);
      if (!row) throw drawError('drawUnknown');
      return proofView(row, clock());
    },
  };
}

export type DrawBoard = ReturnType<typeof createDrawBoard>;
