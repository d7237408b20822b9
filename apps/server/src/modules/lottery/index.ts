import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { drawGames } from './draw-games';
import { lotteryJobs } from './jobs';
import { lotteryOpsRoutes } from './routes-ops';
import { lotteryBoardRoutes } from './routes-player';
import { createDrawBoard } from './service-board';
import { createDrawDesk } from './service-desk';
import { createDrawLifecycle, type DrawLifecycle } from './service-draws';
import { LOTTERY_PROVIDER } from '../../config/built-in-providers';
import { createProviderWalletClient, injectTransport } from '../wallet-client';
import { lotteryOrderRoutes } from './routes-orders';
import { createLottoSessions, type LottoSessions } from './service-lotto-sessions';
import { createOrderService, type OrderService } from './service-orders';
import { createPayouts, type Payouts } from './service-payouts';
import { demoResultsFeed } from './results-feed';
import { ticketSettler } from './settlement-tickets';

export type { DrawSettler, DrawToSettle } from './settlement';

declare module 'fastify' {
  interface FastifyInstance {
    lottery: {
      /** The draws' life as the jobs drive it (schedule, advance, settle), also run by tests on a manual clock. */
      draws: DrawLifecycle;
      /** The lotto app's sessions (POST /lgw/session). */
      sessions: LottoSessions;
      /** Players' orders: place, list, detail, cancel. */
      orders: OrderService;
      /** The payout run (job lottery-payout): wins, refunds and ends of rounds through the wallet. */
      payouts: Payouts;
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
    const secret = () => {
      const value = app.gameWallet.secrets.secretOf(LOTTERY_PROVIDER);
      if (!value) throw new Error(`no wallet secret for provider ${LOTTERY_PROVIDER}`);
      return value;
    };
    const wallet = createProviderWalletClient({
      provider: LOTTERY_PROVIDER,
      secret,
      transport: injectTransport(app),
      clock,
    });
    const settle = ticketSettler(games, clock);
    // the demo's stand-in for an official results service; production takes official results from two operators
    // until a real feed is connected (decision 0001: nothing of the demo in production)
    const feed = app.config.lotteryDemoResults && !app.config.production ? demoResultsFeed : undefined;
    const draws = createDrawLifecycle({ db, merchant, clock, games, settle, log: app.log, feed });
    const sessions = createLottoSessions({
      db,
      merchant,
      currencySymbol: app.config.merchant.currencySymbol,
      clock,
      wallet,
      games,
      liveAccountOf: async (walletSessionId) => {
        // the game session of the wallet, read to follow the login it was launched from (decision 0015's rule)
        const { rows } = await db.query<{ account_id: bigint; login_token_hash: string | null; created_at: Date }>(
          `SELECT account_id, login_token_hash, created_at FROM game_sessions
            WHERE id = $1 AND provider = $2 AND ended_at IS NULL`,
          [walletSessionId, LOTTERY_PROVIDER],
        );
        const row = rows[0];
        if (!row) return undefined;
        if (!row.login_token_hash) return row.account_id;
        const live = await app.sessions.forGames.liveForGame(row.login_token_hash, row.created_at);
        return live?.accountId === row.account_id ? row.account_id : undefined;
      },
    });
    const orders = createOrderService({
      db,
      merchant,
      clock,
      wallet,
      games,
      liabilityCap: app.config.lotteryLiabilityCap,
    });
    const payouts = createPayouts({ db, merchant, clock, wallet });
    app.decorate('lottery', { draws, sessions, orders, payouts });
    for (const job of lotteryJobs(draws, payouts, fast === undefined ? 5 : 1)) app.jobs.add(job);
    await app.register(lotteryBoardRoutes, { board: createDrawBoard({ db, merchant, clock, games }) });
    await app.register(lotteryOrderRoutes, { sessions, orders });
    await app.register(lotteryOpsRoutes, {
      desk: createDrawDesk({ db, merchant, clock, audit: app.operators.audit, games }),
      games,
    });
  },
  { name: 'lottery', dependencies: ['database', 'job-queue', 'operators', 'sessions', 'game-wallet'] },
);
