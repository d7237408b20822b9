import { API, HEADER, OPS_API, gameRecordPageSchema, walletSummarySchema } from '@palaro/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/open-db';
import { call } from '../../testing/api-client';
import {
  colourBet,
  EVERY_NUMBER,
  lottoPlayer,
  openDrawNumber,
  placeOrder,
  type LottoTestPlayer,
} from '../../testing/lottery-fixtures';
import { lotteryMoneyDifferences, moneyBefore, type MoneyBefore } from '../../testing/lottery-money-audit';
import { manualClock } from '../../testing/manual-clock';
import { operatorToken } from '../../testing/money-fixtures';
import { spawnServer, type ServerRun } from '../../testing/spawn-server';
import { makeTempDir, removeTempDirs } from '../../testing/temp-dir';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

// A server process on a database that outlives it: PostgreSQL when DATABASE_URL is set, else PGlite files in DATA_DIR
const onPostgres = Boolean(process.env.DATABASE_URL);
const database = onPostgres ? useTestDatabase() : undefined;
const GAME = 'colour-1m';
const MINUTE = 60_000;
const PLAYERS = 3;
// many small orders: the payout run makes one wallet call per order round, so rounds are what keep it busy long
// enough to be killed in the middle
const ORDERS = 300;
const PER_ORDER = 3;
/** Follow orders over the draw and the next one, which is voided: the payout run refunds their later tickets. */
const FOLLOWS = 6;
/** Credited beyond every refund: only wins make it, so the payout run is under way when the server is killed. */
const SOME_WINS = 50_000n;

// The orders are placed on a clock a few minutes behind, 20 s into a minute (colour-1m's draw of the next minute is
// on sale): by the time the server starts, that draw is due, and the server's own jobs draw, settle and pay it
const PREP_AT = Math.floor((Date.now() - 3 * MINUTE) / MINUTE) * MINUTE + 20_000;

let env: Record<string, string>;
let target: { databaseUrl: string | undefined; dataDir: string };
let players: LottoTestPlayer[];
let before: MoneyBefore;
/** Each player's balance once the stakes were taken: what the payout run adds to. */
let staked: Map<bigint, bigint>;
/** What the payout run of the void draw's refunds adds at most. */
let refunds = 0n;
let run: ServerRun | undefined;

beforeAll(async () => {
  const dataDir = makeTempDir('lottery-crash');
  target = { databaseUrl: database?.connection().databaseUrl, dataDir };
  env = {
    DATA_DIR: dataDir,
    API_RATE_LIMIT: '9999999',
    CALL_LIMIT_FACTOR: '1000',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  };
  // prepared in-process, its own app on the same database, closed before the server under test starts
  const clock = manualClock(PREP_AT);
  const app = await buildTestApp({ ...target, clock: clock.now });
  try {
    await app.lottery.draws.schedule();
    await app.lottery.draws.advance();
    players = [];
    for (let i = 0; i < PLAYERS; i++)
      players.push(await lottoPlayer(app, { gameId: GAME, funds: 50_000_000n, now: clock.now() }));
    before = await moneyBefore(
      app.db,
      players.map((p) => p.id),
    );
    const drawNumber = await openDrawNumber(app, GAME);
    // two tickets in three win (one of every number), so the payout run has many wins to pay
    for (let o = 0; o < ORDERS; o++) {
      const suborders = Array.from({ length: PER_ORDER }, (_, i) => (i % 3 === 2 ? colourBet(o + i) : EVERY_NUMBER));
      await placeOrder(app, players[o % PLAYERS]!, {
        clientOrderId: `crash-order-${o}`,
        gameId: GAME,
        drawNumber,
        suborders,
      });
    }
    let next: string | undefined;
    for (let f = 0; f < FOLLOWS; f++) {
      const suborders = Array.from({ length: 10 }, (_, i) => colourBet(f * 10 + i));
      const order = await placeOrder(app, players[f % PLAYERS]!, {
        clientOrderId: `crash-follow-${f}`,
        gameId: GAME,
        drawNumber,
        suborders,
        follow: { draws: 2, stopOnWin: false },
      });
      for (const ticket of order.suborders)
        if (ticket.drawNumber !== drawNumber) {
          next = ticket.drawNumber;
          refunds += BigInt(ticket.amount);
        }
    }
    const voided = await call(
      app,
      'POST',
      OPS_API.lotteryDrawVoid(GAME, next!),
      { reason: 'crash test: refunds paid by the payout run' },
      { token: await operatorToken(app, 'ops') },
    );
    expect(voided.statusCode).toBe(200);
    staked = (
      await moneyBefore(
        app.db,
        players.map((p) => p.id),
      )
    ).players;
  } finally {
    await app.close();
  }
}, 300_000);

afterAll(async () => {
  if (run && run.child.exitCode === null) {
    run.child.kill('SIGKILL');
    await run.exited;
  }
  removeTempDirs();
});

/** Polls `done` every `everyMs` until it holds; fails after `ms`. */
async function until(what: string, done: () => Promise<boolean>, ms: number, everyMs: number): Promise<void> {
  for (const end = Date.now() + ms; ; await sleep(everyMs)) {
    if (await done()) return;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
  }
}

/** A player's balance as the server under test answers it (the database may be PGlite files it alone can open). */
async function balanceOf(base: string, player: LottoTestPlayer): Promise<bigint> {
  const response = await fetch(`${base}${API.wallets}`, { headers: { [HEADER.authorization]: player.token } });
  const body = (await response.json()) as { value: unknown };
  if (response.status !== 200) throw new Error(`balance: ${response.status} ${JSON.stringify(body)}`);
  return BigInt(walletSummarySchema.parse(body.value).sumAmount);
}

/** The player's lottery rounds as their game record shows them. */
async function roundsOf(base: string, player: LottoTestPlayer) {
  const range = `from=${new Date(PREP_AT - MINUTE).toISOString()}&to=${new Date(Date.now() + MINUTE).toISOString()}`;
  const response = await fetch(`${base}${API.gameRecords}?${range}&pageSize=100`, {
    headers: { [HEADER.authorization]: player.token },
  });
  return gameRecordPageSchema.parse(((await response.json()) as { value: unknown }).value);
}

/**
 * The tickets and balances as the killed server left them: what was decided, what the wallet has paid so far, what
 * every player must end with.
 */
async function afterTheKill() {
  const db = await openDb({ ...target, onIdleError: () => undefined });
  try {
    const { rows } = await db.query<{ status: string; paid: boolean; n: number }>(
      `SELECT status, paid_at IS NOT NULL AS paid, count(*)::int AS n FROM lottery_suborders GROUP BY 1, 2`,
    );
    // each player ends with wins + refunds - stakes: every ticket is decided by now, and none is refused
    const { rows: owed } = await db.query<{ account_id: bigint; change: bigint; rounds: number }>(
      `SELECT o.account_id,
              sum(CASE s.status WHEN 'won' THEN s.win_amount WHEN 'cancelled' THEN s.amount WHEN 'refunded' THEN s.amount
                                ELSE 0 END - s.amount)::int8 AS change,
              count(DISTINCT (s.order_id, s.draw_id))::int AS rounds
         FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id GROUP BY o.account_id`,
    );
    const count = (status: string, paid?: boolean) =>
      rows.filter((r) => r.status === status && (paid === undefined || r.paid === paid)).reduce((n, r) => n + r.n, 0);
    const balances = (
      await moneyBefore(
        db,
        players.map((p) => p.id),
      )
    ).players;
    const final = new Map(owed.map((r) => [r.account_id, (before.players.get(r.account_id) ?? 0n) + r.change]));
    const sumOf = (of: Map<bigint, bigint>) => players.reduce((sum, p) => sum + of.get(p.id)! - staked.get(p.id)!, 0n);
    return {
      credited: sumOf(balances),
      owed: sumOf(final),
      undecided: count('placed') + count('pending') + count('refused'),
      wonUnpaid: count('won', false),
      final,
      rounds: new Map(owed.map((r) => [r.account_id, r.rounds])),
    };
  } finally {
    await db.close();
  }
}

describe(`lottery settlement across a server crash (${onPostgres ? 'PostgreSQL' : 'PGlite files'})`, () => {
  it(
    'decides every ticket once and pays every win once when the server is killed in the middle of the payout run',
    { timeout: 300_000 },
    async () => {
      run = spawnServer(env);
      let base = await run.listening;
      const credited = async (url: string) => {
        let sum = 0n;
        for (const player of players) sum += (await balanceOf(url, player)) - staked.get(player.id)!;
        return sum;
      };
      // the server's own jobs draw the draw, decide its tickets and start paying; killed once some wins are paid
      await until('wins being paid', async () => (await credited(base)) > refunds + SOME_WINS, 180_000, 50);
      run.child.kill('SIGKILL');
      await run.exited;

      const killed = await afterTheKill();
      // the kill came in the middle of the payout run: every ticket decided, wins paid in the wallet, but not all of
      // them, and winning tickets whose payment the restarted server has yet to make (or to see made)
      expect(killed.undecided).toBe(0);
      expect(killed.credited).toBeGreaterThan(refunds + SOME_WINS);
      expect(killed.credited).toBeLessThan(killed.owed);
      expect(killed.wonUnpaid).toBeGreaterThan(0);

      run = spawnServer(env);
      base = await run.listening;
      // the restarted server's jobs pay the rest and end every round
      await until(
        'every win paid and every round ended',
        async () => {
          for (const player of players) {
            if ((await balanceOf(base, player)) !== killed.final.get(player.id)) return false;
            const record = await roundsOf(base, player);
            if (record.total !== killed.rounds.get(player.id) || record.list.some((r) => r.status !== 'closed'))
              return false;
          }
          return true;
        },
        180_000,
        250,
      );
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);

      const db = await openDb({ ...target, onIdleError: () => undefined });
      try {
        expect(await lotteryMoneyDifferences(db, before)).toEqual([]);
      } finally {
        await db.close();
      }
    },
  );
});
