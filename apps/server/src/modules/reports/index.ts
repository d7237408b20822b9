import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { walletPlayerId } from '../game-wallet';
import { reportRoutes } from './routes-player';
import { createReportService } from './service';
import { createGameRecordService } from './service-game-records';
import { createRoundDetailService } from './service-round';

export { remarkMetadata } from './remark-metadata';

/**
 * The member's transaction report, the detail of a game round (with its fairness proof for an Original) and the game
 * record of the player's rounds.
 */
export const reportsModule = fp(
  async (app: FastifyInstance) => {
    const { merchant } = app.config;
    const rounds = app.gameWallet.playerRounds;
    const reports = createReportService({ ledger: app.ledger.service, merchant, rounds });
    const roundDetail = createRoundDetailService({
      rounds,
      fairness: (accountId, roundId) =>
        app.originals.verify.verifyOwnRound(walletPlayerId(merchant.merchantCode, accountId), roundId),
    });
    const gameRecords = createGameRecordService({ rounds });
    await app.register(reportRoutes, { reports, roundDetail, gameRecords });
  },
  { name: 'reports', dependencies: ['ledger', 'game-wallet', 'originals-server', 'sessions'] },
);
