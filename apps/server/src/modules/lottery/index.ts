import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { drawGames } from './draw-games';
import { lotteryJobs } from './jobs';
import { lotteryOpsRoutes } from './routes-ops';
import { lotteryBoardRoutes } from './routes-player';
import { createDrawBoard } from './service-board';
import { createDrawDesk } from './service-desk';
import { createDrawLifecycle, type DrawLifecycle } from './service-draws';
import { settleNoTickets } from './settlement';

export type { DrawSettler, DrawToSettle } from './settlement';

declare module 'fastify' {
  interface FastifyInstance {
    lottery: {
      /** The draws' life as the jobs drive it (schedule, advance, settle), also run by tests on a manual clock. */
      draws: DrawLifecycle;
    };
  }
}

/**
 * Lottery draws (SPEC 7.4 "Lottery"; docs/server/lottery-draws.md): every game's draws created ahead from its schedule,
 * sales opened and closed by time, house draws committed and drawn from their secrets, official results entered and
 * confirmed by two operators, drawn draws handed to settlement; the public board and the operators' calls.
 */
export const lotteryModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const merchant = app.config.merchant.merchantCode;
    const fast = app.config.lotteryFastDrawSeconds;
    const games = drawGames(fast);
    const draws = createDrawLifecycle({ db, merchant, clock, games, settle: settleNoTickets, log: app.log });
    app.decorate('lottery', { draws });
    for (const job of lotteryJobs(draws, fast === undefined ? 5 : 1)) app.jobs.add(job);
    await app.register(lotteryBoardRoutes, { board: createDrawBoard({ db, merchant, clock, games }) });
    await app.register(lotteryOpsRoutes, {
      desk: createDrawDesk({ db, merchant, clock, audit: app.operators.audit, games }),
      games,
    });
  },
  { name: 'lottery', dependencies: ['database', 'job-queue', 'operators'] },
);
