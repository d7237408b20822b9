import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  colourBet,
  EVERY_NUMBER,
  lottoPlayer,
  openDrawNumber,
  placeOrder,
  type LottoTestPlayer,
} from '../../testing/lottery-fixtures';
import { lotteryMoneyDifferences, moneyBefore } from '../../testing/lottery-money-audit';
import { manualClock } from '../../testing/manual-clock';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

// Saturday 2026-11-28, 20:50:30 in Manila: colour-1m's 20:51 draw is on sale until 20:50:50
const START = Date.parse('2026-11-28T12:50:30Z');
const GAME = 'colour-1m';
const clock = manualClock(START);
const database = useTestDatabase();
let app: FastifyInstance;
let other: FastifyInstance;

beforeAll(async () => {
  // two instances on one database, as behind a load balancer: each runs the settlement and payout jobs
  app = await buildTestApp({ ...database.connection(), clock: clock.now });
  other = await buildTestApp({ ...database.connection(), clock: clock.now });
  await app.lottery.draws.schedule();
  await app.lottery.draws.advance();
});
afterAll(async () => {
  await other.close();
  await app.close();
});

it('two instances settling and paying the same draw at once decide each ticket once and pay each win once', async () => {
  const players: LottoTestPlayer[] = [];
  for (let i = 0; i < 3; i++)
    players.push(await lottoPlayer(app, { gameId: GAME, funds: 10_000_000n, now: clock.now() }));
  const before = await moneyBefore(
    app.db,
    players.map((p) => p.id),
  );
  const drawNumber = await openDrawNumber(app, GAME);
  // many small orders: many rounds for both payout runs to end at once; most tickets win (one of every number), so
  // both runs have many wins to race for
  for (let o = 0; o < 6; o++) {
    const suborders = Array.from({ length: 50 }, (_, i) => (i % 4 === 3 ? colourBet(o * 50 + i) : EVERY_NUMBER));
    await placeOrder(app, players[o % 3]!, { clientOrderId: `twin-order-${o}`, gameId: GAME, drawNumber, suborders });
  }

  clock.advance(30_000); // the draw's time
  await app.lottery.draws.advance();
  const { rows: drawn } = await app.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lottery_draws WHERE status = 'drawn'`,
  );
  const [settledHere, settledThere] = await Promise.all([
    app.lottery.draws.settleDrawn(),
    other.lottery.draws.settleDrawn(),
  ]);
  expect(settledHere + settledThere).toBe(drawn[0]!.n);
  const { rows: tickets } = await app.db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM lottery_suborders GROUP BY status ORDER BY status`,
  );
  expect(tickets.map((t) => t.status)).toEqual(['lost', 'won']);
  expect(tickets.reduce((sum, t) => sum + t.n, 0)).toBe(300);

  // both instances pay the same wins at once, then again (a run overlapping the next period's on another instance)
  await Promise.all([app.lottery.payouts.payOut(), other.lottery.payouts.payOut()]);
  await Promise.all([app.lottery.payouts.payOut(), other.lottery.payouts.payOut()]);
  expect(await lotteryMoneyDifferences(app.db, before)).toEqual([]);
});
