import { GAME_ERRORS, type FavouriteList, type GameCategory, type GameRow } from '@palaro/contract';
import { ApiError } from '../../http/api-error';
import type { Catalogue } from './catalogue';
import { byCategory, gamesOf, inOrder, paginate } from './game-list';
import type { PlayerGamesRepository } from './repository-player';

export const gameError = (name: keyof typeof GAME_ERRORS) => {
  const { status, errorCode, message } = GAME_ERRORS[name];
  return new ApiError(status, errorCode, message);
};

/** Favourites and recent games of one player. */
export function createPlayerGamesService({
  catalogue,
  players,
}: {
  catalogue: Catalogue;
  players: PlayerGamesRepository;
}) {
  async function known(nodeId: number, vendor?: string) {
    const entry = (await catalogue.current()).byNode.get(nodeId);
    if (!entry || (vendor && vendor.toUpperCase() !== entry.game.vassalage)) throw gameError('unknown');
    return entry;
  }
  const ids = async (accountId: bigint) => (await players.favouriteIds(accountId)).map(String);

  return {
    favouriteIds: ids,

    async addFavourite(accountId: bigint, nodeId: number, vendor?: string): Promise<string[]> {
      await known(nodeId, vendor);
      await players.addFavourite(accountId, nodeId);
      return ids(accountId);
    },

    async removeFavourite(accountId: bigint, nodeId: number): Promise<string[]> {
      await players.removeFavourite(accountId, nodeId);
      return ids(accountId);
    },

    async favourites(
      accountId: bigint,
      gameType: GameCategory | undefined,
      pageNo: number,
      pageSize: number,
    ): Promise<FavouriteList> {
      const snapshot = await catalogue.current();
      const entries = inOrder(snapshot.byNode, await players.favouriteIds(accountId)).filter(byCategory(gameType));
      const { items, pageNum, totalPages } = paginate(entries, pageNo, pageSize);
      return { content: gamesOf(items), pageNum, totalPages };
    },

    async addRecent(accountId: bigint, nodeId: number): Promise<void> {
      await known(nodeId);
      await players.addRecent(accountId, nodeId);
    },

    async recent(accountId: bigint, gameType: GameCategory | undefined, size: number): Promise<GameRow> {
      const snapshot = await catalogue.current();
      const entries = inOrder(snapshot.byNode, await players.recentIds(accountId, 60)).filter(byCategory(gameType));
      return { list: gamesOf(entries.slice(0, size)) };
    },
  };
}

export type PlayerGamesService = ReturnType<typeof createPlayerGamesService>;
