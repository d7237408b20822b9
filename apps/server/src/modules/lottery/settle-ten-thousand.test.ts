import { API, LOTTERY_SESSION_HEADER } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { valueOf } from '../../testing/api-client';
import {
  colourBet,
  lottoPlayer,
  openDrawNumber,
  placeOrder,
  type LottoTestPlayer,
} from '../../testing/lottery-fixtures';
import { lotteryMoneyDifferences, moneyBefore } from '../../testing/lottery-money-audit';
import { manualClock } from '../../testing/manual-clock';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

// Saturday 2026-11-28, 20:50:30 in Manila: colour-1m's 20:51 draw is on sale until 20:50:50; the clock stands still
// while the orders come in
const START = Date.parse('2026-11-28T12:50:30Z');
const GAME = 'colour-1m';
const TICKETS = 10_000;
/** The most tickets one order takes (the contract's limit). */
const PER_ORDER = 50;
const PLAYERS = 4;
const clock = manualClock(START);
const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  // the cap is not under test here: ten thousand tickets on one draw stay far below this one
  app = await buildTestApp({ ...database.connection(), clock: clock.now, lotteryLiabilityCap: 10n ** 12n });
  await app.lottery.draws.schedule();
  await app.lottery.draws.advance();
});
afterAll(() => app.close());

/** Every ticket's state and money columns, to show a second settlement and payout run change nothing. */
async function ticketStates(): Promise<string> {
  const { rows } = await app.db.query<{ digest: string }>(
    `SELECT md5(string_agg(concat_ws('|', id, status, win_amount, settled_at, paid_at, round_ended_at), ',' ORDER BY id))
            AS digest FROM lottery_suborders`,
  );
  return rows[0]!.digest;
}

it(
  'settles 10,000 tickets of one draw: each decided once, each win paid once, the ledger consistent',
  { timeout: 480_000 },
  async () => {
    const players: LottoTestPlayer[] = [];
    for (let i = 0; i < PLAYERS; i++)
      players.push(await lottoPlayer(app, { gameId: GAME, funds: 100_000_000n, now: clock.now() }));
    const before = await moneyBefore(
      app.db,
      players.map((p) => p.id),
    );
    const drawNumber = await openDrawNumber(app, GAME);

    // orders of 50 tickets through POST /lgw/orders, the players side by side; every stake a wallet bet of its own,
    // as in production, which is most of this test's time (about 7 ms a ticket on PGlite, on one core)
    const orders = TICKETS / PER_ORDER;
    await Promise.all(
      players.map(async (player, p) => {
        for (let o = p; o < orders; o += PLAYERS) {
          const suborders = Array.from({ length: PER_ORDER }, (_, i) => colourBet(o * PER_ORDER + i));
          const order = await placeOrder(app, player, {
            clientOrderId: `bulk-order-${o}`,
            gameId: GAME,
            drawNumber,
            suborders,
          });
          // a ticket of every tenth order cancelled before the close: its stake comes back, it is never settled
          if (o % 10 === 0) {
            const cancelled = await app.inject({
              method: 'POST',
              url: API.lotteryCancelSuborder,
              payload: { suborderId: order.suborders[7]!.suborderId },
              headers: { [LOTTERY_SESSION_HEADER]: player.session },
            });
            valueOf(cancelled);
          }
        }
      }),
    );
    const { rows: placed } = await app.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM lottery_suborders GROUP BY status ORDER BY status`,
    );
    expect(placed).toEqual([
      { status: 'cancelled', n: orders / 10 },
      { status: 'placed', n: TICKETS - orders / 10 },
    ]);

    clock.advance(30_000); // 20:51:00, the draw's time
    expect((await app.lottery.draws.advance()).drawn).toBeGreaterThan(0);
    expect(await app.lottery.draws.settleDrawn()).toBeGreaterThan(0);
    const { rows: decided } = await app.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM lottery_suborders WHERE status IN ('won', 'lost') GROUP BY status`,
    );
    expect(decided.reduce((sum, r) => sum + r.n, 0)).toBe(TICKETS - orders / 10);
    expect(decided.find((r) => r.status === 'won')?.n).toBeGreaterThan(0);
    expect(decided.find((r) => r.status === 'lost')?.n).toBeGreaterThan(0);

    await app.lottery.payouts.payOut();
    expect(await lotteryMoneyDifferences(app.db, before)).toEqual([]);

    // the draw taken up again (a retried settlement job): nothing is decided or paid twice
    const settledOnce = await ticketStates();
    await app.db.query(`UPDATE lottery_draws SET status = 'drawn' WHERE game_id = $1 AND draw_number = $2`, [
      GAME,
      drawNumber,
    ]);
    await app.lottery.draws.settleDrawn();
    await app.lottery.payouts.payOut();
    expect(await ticketStates()).toBe(settledOnce);
    expect(await lotteryMoneyDifferences(app.db, before)).toEqual([]);
  },
);
