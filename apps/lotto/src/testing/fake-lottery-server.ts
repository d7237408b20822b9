import type { LotteryPastDraw, LotteryResult } from '@palaro/contract/lottery-draws';
import type { LotteryRules } from '@palaro/contract/lottery-rules';
import { API } from '@palaro/contract/api-paths';

/** The colour game's rules as GET /lgw/games/rules answers them (LOTT). */
export const COLOUR_RULES: LotteryRules = {
  gameId: 'colour-1m',
  name: 'Colour Game 1 min',
  localName: null,
  playType: 'ent',
  category: 'colour',
  resultSource: 'house',
  resultShape: { kind: 'sequence', count: 1, min: 0, max: 9 },
  salesCloseSeconds: 10,
  prizeMode: 'LOTT',
  prizeModes: ['LOTT', 'ModeElott'],
  betTypes: [
    {
      code: 'number',
      name: 'Number',
      selection: {
        numbers: { min: 0, max: 9, count: { min: 1, max: 10 }, distinct: true, ordered: false, notAllEqual: false },
        positions: null,
        options: null,
      },
      combinations: { kind: 'each' },
      minStake: '100',
      maxStake: '200000',
      odds: { hit: '9.6' },
    },
    {
      code: 'colour',
      name: 'Colour',
      selection: { numbers: null, positions: null, options: ['red', 'green', 'violet'] },
      combinations: { kind: 'one' },
      minStake: '100',
      maxStake: '1000000',
      odds: { colour: '1.96', shared: '1.48', violet: '4.7' },
    },
  ],
};

type Suborder = {
  suborderId: string;
  amount: string;
  status: string;
  betType: string;
  selection: object;
  winAmount: string | null;
};
type Order = {
  orderId: string;
  total: string;
  drawNumber: string;
  status: string;
  winTotal: string;
  /** The order's draw result once drawn (a drawOpenDraw), else the server's `orderResult`. */
  result: LotteryResult | null;
  suborders: Suborder[];
};
type Call = { path: string; body: Record<string, unknown> | null; session: string | null };

/** The colour game's last three draws: 3, 3 and 7. */
const COLOUR_DRAWS: LotteryPastDraw[] = [3, 3, 7].map((number, i) => ({
  drawNumber: `20261128-08${90 + i}`,
  drawAt: 0,
  status: 'settled',
  result: { kind: 'numbers', numbers: [number] },
  drawnAt: 0,
}));

/**
 * The lottery calls the game page makes, answered from memory the way the server does (envelope, errorCodes): one
 * launch token, a balance that orders take from and cancels give back, `clientOrderId` kept so a repeat is one order.
 * `previous` is numero's previous draw; `drawOpenDraw` draws the draw on sale and settles and pays its tickets.
 * `rules`, `draws` (the results, newest first), `previous` and `orderResult` (the result an order's detail shows) let a
 * test play another game than the colour game.
 */
export function fakeLotteryServer({
  balance = 100_000n,
  secondsToClose = 40,
  openOnce = false,
  rules = COLOUR_RULES,
  draws = COLOUR_DRAWS,
  previous = null as LotteryPastDraw | null,
  orderResult = null as LotteryResult | null,
} = {}) {
  let numeroCalls = 0;
  const state = {
    balance,
    tokens: new Set(['launch-token-0001']),
    calls: [] as Call[],
    refuseNext: null as string | null,
    previous,
  };
  const orders = new Map<string, Order>();
  const drawn: LotteryPastDraw[] = [];
  let nextId = 1;
  const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });
  const fail = (status: number, errorCode: string) =>
    new Response(JSON.stringify({ success: false, errorCode, message: errorCode }), { status });
  const detail = ({ result, ...order }: Order) => ({
    ...order,
    clientOrderId: 'x',
    gameId: rules.gameId,
    prizeMode: rules.prizeMode,
    followDraws: 1,
    stopOnWin: false,
    createdAt: 0,
    draw: { status: result === null ? 'open' : 'settled', drawAt: 0, result },
    suborders: order.suborders.map((ticket) => ({
      ...ticket,
      drawNumber: order.drawNumber,
      unitStake: ticket.amount,
      combinations: 1,
      settledAt: ticket.winAmount === null ? null : 0,
    })),
  });

  /** The draw on sale drawn as `result`, its tickets settled with `winOf` (stake included) and the wins paid. */
  const drawOpenDraw = (result: number, winOf: (ticket: Suborder) => bigint) => {
    const draw: LotteryPastDraw = {
      drawNumber: '20261128-0900',
      drawAt: 0,
      status: 'settled',
      result: { kind: 'numbers', numbers: [result] },
      drawnAt: 0,
    };
    state.previous = draw;
    drawn.unshift(draw);
    for (const order of orders.values()) {
      let winTotal = 0n;
      for (const ticket of order.suborders.filter((each) => each.status === 'placed')) {
        const win = winOf(ticket);
        ticket.status = win > 0n ? 'won' : 'lost';
        ticket.winAmount = win.toString();
        winTotal += win;
      }
      Object.assign(order, { status: 'settled', winTotal: winTotal.toString(), result: draw.result });
      state.balance += winTotal;
    }
  };

  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://lotto.test');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    const session = new Headers(init?.headers).get('x-lottery-session');
    state.calls.push({ path: url.pathname, body, session });
    if (state.refuseNext) {
      const errorCode = state.refuseNext;
      state.refuseNext = null;
      return fail(409, errorCode);
    }
    switch (url.pathname) {
      case API.lotterySession: {
        const token = String(body?.launchToken);
        if (!state.tokens.delete(token)) return fail(401, 'lottery.session.invalid');
        return ok({
          sessionId: 'session-1',
          expiresAt: 0,
          gameId: rules.gameId,
          playerName: 'ana',
          currency: 'PHP',
          currencySymbol: '₱',
          balance: state.balance.toString(),
        });
      }
      case API.lotteryRules:
        return ok(rules);
      case API.lotteryNumero:
        // openOnce: after the first answer the draw has closed and nothing is on sale, as between a close and a draw
        numeroCalls += 1;
        return ok({
          serverTime: 0,
          gameId: rules.gameId,
          current:
            openOnce && numeroCalls > 1
              ? null
              : {
                  drawNumber: '20261128-0900',
                  opensAt: 0,
                  closesAt: 0,
                  drawAt: 0,
                  secondsToClose,
                  secondsToDraw: secondsToClose + 10,
                  commitment: 'c'.repeat(64),
                },
          previous: state.previous,
        });
      case API.lotteryOrders: {
        if (session !== 'session-1') return fail(401, 'lottery.session.invalid');
        if (!body) return ok({ list: [...orders.values()].map(detail), total: orders.size, pageNum: 1, totalPages: 1 });
        const clientOrderId = String(body.clientOrderId);
        const known = orders.get(clientOrderId);
        if (known) return ok({ ...detail(known), balance: state.balance.toString() });
        const suborders = (
          body.suborders as { betType: string; selection: { numbers?: number[] }; unitStake: string }[]
        ).map((line) => ({
          suborderId: String(nextId++),
          betType: line.betType,
          selection: line.selection,
          amount: (BigInt(line.unitStake) * BigInt(line.selection.numbers?.length ?? 1)).toString(),
          status: 'placed',
          winAmount: null,
        }));
        const total = suborders.reduce((sum, ticket) => sum + BigInt(ticket.amount), 0n);
        if (total > state.balance) return fail(400, 'wallet.insufficient');
        state.balance -= total;
        const order: Order = {
          orderId: String(nextId++),
          total: total.toString(),
          drawNumber: String(body.drawNumber),
          status: 'placed',
          winTotal: '0',
          result: orderResult,
          suborders,
        };
        orders.set(clientOrderId, order);
        return ok({ ...detail(order), balance: state.balance.toString() });
      }
      case API.lotteryOrderDetail: {
        const order = [...orders.values()].find((each) => each.orderId === url.searchParams.get('orderId'));
        return order ? ok(detail(order)) : fail(404, 'lottery.order.unknown');
      }
      case API.lotteryCancelSuborder: {
        for (const order of orders.values()) {
          const ticket = order.suborders.find((each) => each.suborderId === body?.suborderId);
          if (!ticket) continue;
          if (ticket.status !== 'placed') return fail(409, 'lottery.suborder.finished');
          ticket.status = 'cancelled';
          state.balance += BigInt(ticket.amount);
          return ok(detail(order));
        }
        return fail(404, 'lottery.order.unknown');
      }
      case API.lotteryBalance:
        if (session !== 'session-1') return fail(401, 'lottery.session.invalid');
        return ok({ balance: state.balance.toString(), currency: 'PHP' });
      case API.lotteryResults:
        return ok({ gameId: rules.gameId, draws: [...drawn, ...draws] });
      default:
        return fail(404, 'not.found');
    }
  };
  return { state, fetch, drawOpenDraw, orderCount: () => orders.size };
}
