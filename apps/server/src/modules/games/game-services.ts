import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogue, type Catalogue } from './catalogue';
import { createCatalogueRepository } from './repository-catalogue';
import { createPlayerGamesRepository } from './repository-player';
import { createCatalogueService, type CatalogueService } from './service-catalogue';
import { createGameListService, type GameListService } from './service-game-list';
import { createPlayerGamesService, type PlayerGamesService } from './service-player';

export type GameServices = {
  catalogue: Catalogue;
  catalogueService: CatalogueService;
  gameLists: GameListService;
  playerGames: PlayerGamesService;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory catalogue and the services over it, shared by the lobby calls, launch and the game servers. */
    games: GameServices;
  }
}

/** Builds the game services once for the whole app. */
export const gameServices = fp(
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
    });
  },
  { name: 'game-services', dependencies: ['database'] },
);
