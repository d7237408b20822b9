import {
  API,
  gameRecordPageSchema,
  LOTTERY_SESSION_HEADER,
  OPS_API,
  lotteryBalanceSchema,
  lotteryLaunchSchema,
  lotteryOrderDetailSchema,
  lotterySessionSchema,
  type LotteryOrderDetail,
  type LotteryNumero,
  type LotterySession,
} from '@palaro/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { mainBalance, newPlayer, operatorToken, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { findGame, settleBet, type DrawResult } from './engine';

// Saturday 2026-11-28, 20:50:30 in Manila: colour-1m's 20:51 draw is on sale until 20:50:50
const START = Date.parse('2026-11-28T12:50:30Z');
const GAME = 'colour-1m';
const CAP = 5_000_000n;
const clock = manualClock(START);
const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), clock: clock.now, lotteryLiabilityCap: CAP });
  admin = await operatorToken(app, 'ops');
  await app.lottery.draws.schedule();
  await app.lottery.draws.advance();
});
afterAll(() => app.close());

type Lotto = TestPlayer & { session: string; opened: LotterySession };

async function lottoPlayer(funds = 10_000_000n): Promise<Lotto> {
  const player = await newPlayer(app, { funds, now: clock.now() });
  const launch = lotteryLaunchSchema.parse(
    valueOf(
      await call(app, 'GET', `${API.lotteryLaunch}?gameId=${GAME}&playType=ent&mui=EN`, undefined, {
        token: player.token,
      }),
    ),
  );
  const launchToken = new URL(launch.url, 'http://palaro.test').searchParams.get('token')!;
  const response = await app.inject({ method: 'POST', url: API.lotterySession, payload: { launchToken } });
  const opened = lotterySessionSchema.parse(valueOf(response));
  return { ...player, session: opened.sessionId, opened };
}

const lotto = (method: 'GET' | 'POST', url: string, session: string | undefined, payload?: object) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: session ? { [LOTTERY_SESSION_HEADER]: session } : {},
  });
const errorCode = (response: LightMyRequestResponse) => response.json<{ errorCode?: string }>().errorCode;
let ids = 0;
const clientOrderId = () => `order-${(ids += 1).toString().padStart(4, '0')}`;

async function openDraw(): Promise<string> {
  const numero = valueOf<LotteryNumero>(await call(app, 'GET', `${API.lotteryNumero}?gameId=${GAME}`));
  return numero.current!.drawNumber;
}

type Bet = { betType: string; selection: object; unitStake: string };
const big: Bet = { betType: 'bigSmall', selection: { option: 'big' }, unitStake: '1000' };
const threeNumbers: Bet = { betType: 'number', selection: { numbers: [1, 2, 3] }, unitStake: '200' };
const everyNumber: Bet = {
  betType: 'number',
  selection: { numbers: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
  unitStake: '100',
};

async function place(player: Lotto, suborders: Bet[], extra: object = {}) {
  return lotto('POST', API.lotteryOrders, player.session, {
    clientOrderId: clientOrderId(),
    gameId: GAME,
    drawNumber: await openDraw(),
    prizeMode: 'ModeElott',
    suborders,
    ...extra,
  });
}
const placed = async (player: Lotto, suborders: Bet[]) =>
  lotteryOrderDetailSchema.parse(valueOf(await place(player, suborders)));

/** What the lottery has stored and moved, to show a refusal changed nothing. */
async function footprint(player: Lotto) {
  const { rows } = await app.db.query<{ orders: number; tickets: number; liability: string; bets: number }>(
    `SELECT (SELECT count(*)::int FROM lottery_orders WHERE status <> 'refused') AS orders,
            (SELECT count(*)::int FROM lottery_suborders WHERE status <> 'refused') AS tickets,
            (SELECT coalesce(sum(liability), 0)::text FROM lottery_liability) AS liability,
            (SELECT count(*)::int FROM ledger_transactions WHERE reference LIKE 'round:LOTTERY:%') AS bets`,
  );
  return { ...rows[0]!, balance: await mainBalance(app, player.id) };
}

/** The wallet's ledger movements of an order's round, by kind. */
async function ledgerOf(orderId: string) {
  const { rows } = await app.db.query<{ kind: string; n: number; amount: string }>(
    `SELECT t.kind, count(DISTINCT t.id)::int AS n, coalesce(sum(e.amount), 0)::text AS amount
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player_main'
      WHERE t.reference LIKE $1 GROUP BY t.kind ORDER BY t.kind`,
    [`round:LOTTERY:lottery-${orderId}-%`],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, { n: r.n, amount: BigInt(r.amount) }]));
}

/** To the draw's time, drawn, settled and paid. */
async function drawAndPay(ms = 60_000): Promise<void> {
  clock.advance(ms);
  await app.lottery.draws.advance();
  await app.lottery.draws.settleDrawn();
  await app.lottery.payouts.payOut();
}

describe('lottery orders', () => {
  it('opens a lotto session from the launch token once; an unknown session is refused before the body', async () => {
    const player = await lottoPlayer();
    expect(player.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the lotto app shows amounts with the merchant's symbol, as the web app does
    expect(player.opened).toMatchObject({ gameId: GAME, currency: 'PHP', currencySymbol: '₱', balance: '10000000' });
    const refused = await lotto('POST', API.lotteryOrders, 'x'.repeat(43), { anything: true });
    expect([refused.statusCode, errorCode(refused)]).toEqual([401, 'lottery.session.invalid']);
    expect(errorCode(await lotto('GET', API.lotteryOrders, undefined))).toBe('lottery.session.invalid');
    expect(errorCode(await lotto('GET', API.lotteryBalance, undefined))).toBe('lottery.session.invalid');
    expect((await lotto('GET', API.lotteryOrders, player.session)).statusCode).toBe(200);
    // it follows the login it was launched from
    expect((await call(app, 'DELETE', API.logout, undefined, { token: player.token })).statusCode).toBe(200);
    const after = await lotto('GET', API.lotteryOrders, player.session);
    expect([after.statusCode, errorCode(after)]).toEqual([401, 'lottery.session.invalid']);
  });

  it('places an order: one wallet bet per ticket in the order round, exactly the total, once per client order id', async () => {
    const player = await lottoPlayer();
    const before = await mainBalance(app, player.id);
    const body = {
      clientOrderId: clientOrderId(),
      gameId: GAME,
      drawNumber: await openDraw(),
      prizeMode: 'ModeElott',
      suborders: [big, threeNumbers],
    };
    const order = lotteryOrderDetailSchema.parse(valueOf(await lotto('POST', API.lotteryOrders, player.session, body)));
    expect(order).toMatchObject({ total: '1600', status: 'placed', winTotal: '0', gameId: GAME });
    expect(order.suborders.map((s) => [s.betType, s.combinations, s.amount, s.status])).toEqual([
      ['bigSmall', 1, '1000', 'placed'],
      ['number', 3, '600', 'placed'],
    ]);
    expect(await mainBalance(app, player.id)).toBe(before - 1600n);
    expect(order.balance).toBe((before - 1600n).toString());
    expect(await ledgerOf(order.orderId)).toEqual({ bet: { n: 2, amount: -1600n } });

    // the same order again (a lost answer): the same order, nothing charged twice
    const again = lotteryOrderDetailSchema.parse(valueOf(await lotto('POST', API.lotteryOrders, player.session, body)));
    expect(again.orderId).toBe(order.orderId);
    expect(await mainBalance(app, player.id)).toBe(before - 1600n);
    // the same id for another order is refused
    const other = await lotto('POST', API.lotteryOrders, player.session, { ...body, suborders: [big] });
    expect(errorCode(other)).toBe('lottery.order.conflict');

    const page = valueOf<{ list: { orderId: string }[]; total: number }>(
      await lotto('GET', `${API.lotteryOrders}?gameId=${GAME}&status=placed`, player.session),
    );
    expect(page.list.map((o) => o.orderId)).toEqual([order.orderId]);
    const none = valueOf<{ total: number }>(await lotto('GET', `${API.lotteryOrders}?status=settled`, player.session));
    expect(none.total).toBe(0);
    const detail = valueOf<LotteryOrderDetail>(
      await lotto('GET', `${API.lotteryOrderDetail}?orderId=${order.orderId}`, player.session),
    );
    expect(detail.suborders).toHaveLength(2);
    const stranger = await lottoPlayer();
    const foreign = await lotto('GET', `${API.lotteryOrderDetail}?orderId=${order.orderId}`, stranger.session);
    expect([foreign.statusCode, errorCode(foreign)]).toEqual([404, 'lottery.order.unknown']);
  });

  it('refuses bad orders with a clear error code and changes nothing', async () => {
    const player = await lottoPlayer();
    const poor = await lottoPlayer(500n);
    const drawNumber = await openDraw();
    const [date, n] = drawNumber.split('-') as [string, string];
    const later = `${date}-${String(Number(n) + 1).padStart(4, '0')}`;
    const cases: [object, string, Lotto?][] = [
      [{ suborders: [{ ...big, betType: 'jackpot' }] }, 'lottery.bet.type.unknown'],
      [{ suborders: [{ ...threeNumbers, selection: { numbers: [] } }] }, 'lottery.numbers.count'],
      [{ suborders: [{ ...threeNumbers, selection: { numbers: [4, 4] } }] }, 'lottery.numbers.duplicate'],
      [{ suborders: [{ ...big, unitStake: '99' }] }, 'lottery.amount.min'],
      [{ suborders: [{ ...big, unitStake: '1000001' }] }, 'lottery.amount.max'],
      [{ suborders: [big], prizeMode: 'SEA' }, 'lottery.prizeMode.unknown'],
      [{ suborders: [big], drawNumber: later }, 'lottery.draw.closed'],
      [{ suborders: [big], drawNumber: '20201128-0001' }, 'lottery.draw.unknown'],
      [{ suborders: [big], gameId: 'dice-1m' }, 'lottery.game.mismatch'],
      [{ suborders: [big] }, 'wallet.insufficient', poor],
    ];
    for (const [extra, code, who = player] of cases) {
      const before = await footprint(who);
      const response = await place(who, [], extra);
      expect({ extra, code: errorCode(response) }).toEqual({ extra, code });
      expect(await footprint(who)).toEqual(before);
    }

    // the wallet refuses the second stake: the first is returned and the order is never listed
    const short = await lottoPlayer(1_500n);
    const refused = await place(short, [big, big]);
    expect([refused.statusCode, errorCode(refused)]).toEqual([400, 'wallet.insufficient']);
    expect(await mainBalance(app, short.id)).toBe(1_500n);
    const listed = valueOf<{ total: number }>(await lotto('GET', API.lotteryOrders, short.session));
    expect(listed.total).toBe(0);
    const { rows } = await app.db.query<{ orderId: string }>(
      `SELECT id::text AS "orderId" FROM lottery_orders WHERE account_id = $1 AND status = 'refused'`,
      [short.id],
    );
    expect(await ledgerOf(rows[0]!.orderId)).toEqual({
      bet: { n: 1, amount: -1000n },
      rollback: { n: 1, amount: 1000n },
    });
  });

  it('cancels a ticket before sales close with its stake back; someone else, twice or after the close is refused', async () => {
    const player = await lottoPlayer();
    const stranger = await lottoPlayer();
    const order = await placed(player, [big, threeNumbers]);
    const [first, second] = order.suborders.map((s) => s.suborderId) as [string, string];
    const before = await mainBalance(app, player.id);
    const cancel = (who: Lotto, suborderId: string) =>
      lotto('POST', API.lotteryCancelSuborder, who.session, { suborderId });

    const foreign = await cancel(stranger, first);
    expect([foreign.statusCode, errorCode(foreign)]).toEqual([404, 'lottery.order.unknown']);
    const done = lotteryOrderDetailSchema.parse(valueOf(await cancel(player, first)));
    expect(done.suborders.map((s) => s.status)).toEqual(['cancelled', 'placed']);
    expect(await mainBalance(app, player.id)).toBe(before + 1000n);
    expect(errorCode(await cancel(player, first))).toBe('lottery.suborder.finished');
    expect(await ledgerOf(order.orderId)).toMatchObject({ rollback: { n: 1, amount: 1000n } });

    clock.advance(25_000); // 20:50:55, sales closed at 20:50:50
    const late = await cancel(player, second);
    expect([late.statusCode, errorCode(late)]).toEqual([409, 'lottery.draw.closed']);
    expect(await mainBalance(app, player.id)).toBe(before + 1000n);
    clock.advance(-25_000);
  });

  it("settles a drawn draw with settleBet's exact amounts, pays winners once and ends every round", async () => {
    const player = await lottoPlayer();
    const orders = [await placed(player, [big, everyNumber]), await placed(player, [threeNumbers])];
    const before = await mainBalance(app, player.id);
    await drawAndPay();
    const { rows } = await app.db.query<{ result: DrawResult }>(
      `SELECT result FROM lottery_draws WHERE game_id = $1 AND draw_number = $2`,
      [GAME, orders[0]!.drawNumber],
    );
    const result = rows[0]!.result;
    const game = findGame(GAME)!;
    const expected = [big, everyNumber, threeNumbers].map((bet) =>
      settleBet(game, 'ModeElott', bet.betType, bet.selection, BigInt(bet.unitStake), result),
    );
    expect(expected[1]).toBeGreaterThan(0n); // one of every number always wins
    const paid = expected.reduce((sum, win) => sum + win, 0n);
    expect(await mainBalance(app, player.id)).toBe(before + paid);
    // the lotto app reads the balance again after the draw, and sees the wins the payout run made
    expect(lotteryBalanceSchema.parse(valueOf(await lotto('GET', API.lotteryBalance, player.session)))).toEqual({
      balance: (before + paid).toString(),
      currency: 'PHP',
    });

    const settled = await Promise.all(
      orders.map(async (o) =>
        valueOf<LotteryOrderDetail>(
          await lotto('GET', `${API.lotteryOrderDetail}?orderId=${o.orderId}`, player.session),
        ),
      ),
    );
    expect(settled.flatMap((o) => o.suborders.map((s) => BigInt(s.winAmount!)))).toEqual(expected);
    expect(settled.map((o) => o.status)).toEqual(['settled', 'settled']);
    expect(settled[0]!.draw.result).toEqual(result);

    // settling and paying again moves nothing
    await app.db.query(`UPDATE lottery_draws SET status = 'drawn' WHERE game_id = $1 AND draw_number = $2`, [
      GAME,
      orders[0]!.drawNumber,
    ]);
    await app.lottery.draws.settleDrawn();
    expect(await app.lottery.payouts.payOut()).toEqual({ paid: 0, roundsEnded: 0 });
    expect(await mainBalance(app, player.id)).toBe(before + paid);
    const { rows: rounds } = await app.db.query<{ status: string }>(
      `SELECT status FROM wallet_rounds WHERE provider = 'LOTTERY' AND split_part(round_id, '-', 2) = ANY($1::text[])`,
      [orders.map((o) => o.orderId)],
    );
    expect(rounds.map((r) => r.status)).toEqual(['closed', 'closed']);

    // the game record shows the orders as rounds of the lottery, like any game's
    const record = gameRecordPageSchema.parse(
      valueOf(await call(app, 'GET', API.gameRecords, undefined, { token: player.token, now: clock.now() })),
    );
    expect(record.totals).toMatchObject({ rounds: 2, betTotal: '2600', winTotal: paid.toString() });
  });

  it('refunds every ticket of a void draw', async () => {
    const player = await lottoPlayer();
    const before = await mainBalance(app, player.id);
    const order = await placed(player, [big, everyNumber]);
    expect(await mainBalance(app, player.id)).toBe(before - 2000n);
    const voided = await call(
      app,
      'POST',
      OPS_API.lotteryDrawVoid(GAME, order.drawNumber),
      { reason: 'result feed failure' },
      { token: admin },
    );
    expect(voided.statusCode).toBe(200);
    await app.lottery.payouts.payOut();
    expect(await mainBalance(app, player.id)).toBe(before);
    const detail = valueOf<LotteryOrderDetail>(
      await lotto('GET', `${API.lotteryOrderDetail}?orderId=${order.orderId}`, player.session),
    );
    expect(detail.suborders.map((s) => s.status)).toEqual(['refunded', 'refunded']);
    expect(await ledgerOf(order.orderId)).toEqual({ bet: { n: 2, amount: -2000n }, rollback: { n: 2, amount: 2000n } });
    await app.lottery.payouts.payOut();
    expect(await mainBalance(app, player.id)).toBe(before);
    clock.advance(60_000); // past the void draw
    await app.lottery.draws.advance();
  });

  it('a cancel racing the close is either cancelled and refunded or settled, never both', async () => {
    const player = await lottoPlayer();
    const orders: LotteryOrderDetail[] = [];
    for (let i = 0; i < 4; i++) orders.push(await placed(player, [big]));
    const before = await mainBalance(app, player.id);
    const cancel = (i: number) =>
      lotto('POST', API.lotteryCancelSuborder, player.session, { suborderId: orders[i]!.suborders[0]!.suborderId });
    clock.advance(19_000); // one second before sales close
    const answers = [await cancel(0)];
    const close = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      clock.advance(2_000);
      await app.lottery.draws.advance();
    };
    const [racing] = await Promise.all([cancel(1), close()]);
    answers.push(racing!, await cancel(2));
    expect(answers[0]!.statusCode).toBe(200);
    expect(errorCode(answers[2]!)).toBe('lottery.draw.closed');
    for (const answer of answers) {
      if (answer.statusCode !== 200) expect(errorCode(answer)).toBe('lottery.draw.closed');
    }
    const cancelled = answers.filter((a) => a.statusCode === 200).length;
    await drawAndPay(39_000);
    const details = await Promise.all(
      orders.map(async (o) =>
        valueOf<LotteryOrderDetail>(
          await lotto('GET', `${API.lotteryOrderDetail}?orderId=${o.orderId}`, player.session),
        ),
      ),
    );
    const wins = details.reduce((sum, d) => sum + BigInt(d.suborders[0]!.winAmount ?? '0'), 0n);
    for (const d of details) {
      const ticket = d.suborders[0]!;
      const ledger = await ledgerOf(d.orderId);
      if (ticket.status === 'cancelled') {
        expect({ win: ticket.winAmount, refund: ledger.rollback?.amount, paid: ledger.win }).toEqual({
          win: null,
          refund: 1000n,
          paid: undefined,
        });
      } else {
        expect(['won', 'lost']).toContain(ticket.status);
        expect(ledger.rollback).toBeUndefined();
      }
    }
    expect(details.filter((d) => d.suborders[0]!.status === 'cancelled')).toHaveLength(cancelled);
    expect(await mainBalance(app, player.id)).toBe(before + BigInt(cancelled) * 1000n + wins);
  });

  it('follows an order over the next draws; stop on win refunds the later draws once one wins', async () => {
    const player = await lottoPlayer();
    const before = await mainBalance(app, player.id);
    const stopping = lotteryOrderDetailSchema.parse(
      valueOf(await place(player, [everyNumber], { follow: { draws: 3, stopOnWin: true } })),
    );
    const going = lotteryOrderDetailSchema.parse(
      valueOf(await place(player, [everyNumber], { follow: { draws: 2, stopOnWin: false } })),
    );
    expect([stopping.total, stopping.followDraws, stopping.stopOnWin]).toEqual(['3000', 3, true]);
    expect(new Set(stopping.suborders.map((s) => s.drawNumber)).size).toBe(3);
    expect(await mainBalance(app, player.id)).toBe(before - 5000n);

    // a later draw's ticket may be cancelled before its own close, though its sales have not opened yet
    const laterTicket = going.suborders[1]!;
    const cancelled = await lotto('POST', API.lotteryCancelSuborder, player.session, {
      suborderId: laterTicket.suborderId,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await mainBalance(app, player.id)).toBe(before - 4000n);

    await drawAndPay(); // the first draw: one of every number always wins
    const game = findGame(GAME)!;
    const { rows } = await app.db.query<{ result: DrawResult }>(
      'SELECT result FROM lottery_draws WHERE game_id = $1 AND draw_number = $2',
      [GAME, stopping.drawNumber],
    );
    const win = settleBet(game, 'ModeElott', 'number', everyNumber.selection, 100n, rows[0]!.result);
    const detail = valueOf<LotteryOrderDetail>(
      await lotto('GET', `${API.lotteryOrderDetail}?orderId=${stopping.orderId}`, player.session),
    );
    expect(detail.suborders.map((s) => s.status)).toEqual(['won', 'refunded', 'refunded']);
    // the stopped draws' liability is given back (the other order's later ticket was cancelled)
    const { rows: later } = await app.db.query<{ total: string }>(
      `SELECT coalesce(sum(liability), 0)::text AS total FROM lottery_liability
        WHERE draw_id IN (SELECT draw_id FROM lottery_suborders WHERE order_id = $1 AND status = 'refunded')`,
      [BigInt(stopping.orderId)],
    );
    expect(later[0]!.total).toBe('0');
    expect(detail.status).toBe('settled');
    const other = valueOf<LotteryOrderDetail>(
      await lotto('GET', `${API.lotteryOrderDetail}?orderId=${going.orderId}`, player.session),
    );
    expect(other.suborders.map((s) => s.status)).toEqual(['won', 'cancelled']);
    // two wins, the stopped order's two later stakes back
    expect(await mainBalance(app, player.id)).toBe(before - 4000n + 2n * win + 2000n);
    expect(await app.lottery.payouts.payOut()).toEqual({ paid: 0, roundsEnded: 0 });
  });

  it("stop on win holds when one run draws several of a game's draws together (the jobs were down for a while)", async () => {
    const player = await lottoPlayer();
    const before = await mainBalance(app, player.id);
    const orders: LotteryOrderDetail[] = [];
    for (let i = 0; i < 3; i++)
      orders.push(
        lotteryOrderDetailSchema.parse(
          valueOf(await place(player, [everyNumber], { follow: { draws: 4, stopOnWin: true } })),
        ),
      );
    // no run for four minutes: the next run draws the four draws together, all with the same drawn_at; settling them
    // in any other order than the draws' own (as a plan without the draw-time index returned them) decided a later
    // ticket before the first draw's win gave it up
    clock.advance(4 * 60_000);
    await app.lottery.draws.advance();
    await app.lottery.draws.settleDrawn();
    await app.lottery.payouts.payOut();
    const game = findGame(GAME)!;
    let expected = before - 3n * 4n * 1000n;
    for (const order of orders) {
      const detail = valueOf<LotteryOrderDetail>(
        await lotto('GET', `${API.lotteryOrderDetail}?orderId=${order.orderId}`, player.session),
      );
      // one of every number wins in the first draw: the three later draws are given up
      expect(detail.suborders.map((s) => s.status)).toEqual(['won', 'refunded', 'refunded', 'refunded']);
      const { rows } = await app.db.query<{ result: DrawResult }>(
        'SELECT result FROM lottery_draws WHERE game_id = $1 AND draw_number = $2',
        [GAME, order.drawNumber],
      );
      expected += settleBet(game, 'ModeElott', 'number', everyNumber.selection, 100n, rows[0]!.result) + 3000n;
    }
    expect(await mainBalance(app, player.id)).toBe(expected);
  });

  it('refuses the order that would take a selection over the liability cap, and racing orders cannot both pass', async () => {
    const player = await lottoPlayer(100_000_000n);
    // 200,000 on number 7 at 9.4: 1,880,000 the house would pay; the cap is 5,000,000
    const seven: Bet = { betType: 'number', selection: { numbers: [7] }, unitStake: '200000' };
    await placed(player, [seven]);
    await placed(player, [seven]);
    const before = await footprint(player);
    const over = await place(player, [seven]);
    expect([over.statusCode, errorCode(over)]).toEqual([409, 'lottery.liability.cap']);
    expect(await footprint(player)).toEqual(before);
    // another number is its own key
    await placed(player, [{ ...seven, selection: { numbers: [8] } }]);

    // a follow order of an earlier test may already cover this draw
    const liabilityOfFive = async () => {
      const { rows } = await app.db.query<{ liability: bigint }>(
        `SELECT liability FROM lottery_liability WHERE bet_type = 'number' AND selection = '5'
          AND draw_id = (SELECT id FROM lottery_draws WHERE game_id = $1 AND draw_number = $2)`,
        [GAME, await openDraw()],
      );
      return rows[0]?.liability ?? 0n;
    };
    const base = await liabilityOfFive();
    const racer: Bet = { betType: 'number', selection: { numbers: [5] }, unitStake: '150000' }; // 1,410,000 each
    await placed(player, [racer]);
    await placed(player, [racer]); // 2,820,000; room for one more (4,230,000), not two (5,640,000)
    const race = await Promise.all([place(player, [racer]), place(player, [racer])]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await liabilityOfFive()).toBe(base + 4_230_000n);
  });
});
