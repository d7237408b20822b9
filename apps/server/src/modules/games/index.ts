import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogue, type Catalogue } from './catalogue';
import { createCatalogueRepository } from './repository-catalogue';
import { createPlayerGamesRepository, type PlayerGamesRepository } from './repository-player';
import { gamesRoutes } from './routes-lobby';
import { playerGameRoutes } from './routes-player';
import { createCatalogueService, type CatalogueService } from './service-catalogue';
import { createGameListService, type GameListService } from './service-game-list';
import { createPlayerGamesService, type PlayerGamesService } from './service-player';

export type { Catalogue } from './catalogue';
export { LOTTERY_VENDORS } from './game-list';
export { parseInput } from './parse-input';
export type { PlayerGamesRepository } from './repository-player';
export { maskName } from './service-catalogue';
export { gameError } from './service-player';

export type GameServices = {
  catalogue: Catalogue;
  catalogueService: CatalogueService;
  gameLists: GameListService;
  playerGames: PlayerGamesService;
  /** The players' favourites and recent games (a launch records the game as recent). */
  players: PlayerGamesRepository;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory catalogue and the services over it, shared by the lobby calls, launch and the game servers. */
    games: GameServices;
  }
}

/** The game lobby: the catalogue in memory, the lists, favourites and recent games of each player. */
export const gamesModule = fp(
  async (app: FastifyInstance) => {
    const { merchant } = app.config;
    const repository = createCatalogueRepository(app.db);
    const players = createPlayerGamesRepository(app.db);
    const catalogue = createCatalogue({
      repository,
      merchant: merchant.merchantCode,
      transferVendors: merchant.transferVendors,
    });
    const catalogueService = createCatalogueService({ db: app.db, repository, catalogue, merchant });
    app.decorate('games', {
      catalogue,
      catalogueService,
      gameLists: createGameListService({ catalogue, catalogueService, players }),
      playerGames: createPlayerGamesService({ catalogue, players }),
      players,
    });
    await app.register(gamesRoutes);
    await app.register(playerGameRoutes);
  },
  { name: 'games', dependencies: ['database', 'sessions'] },
);
