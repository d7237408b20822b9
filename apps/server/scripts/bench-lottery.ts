// npm run bench:lottery: the lottery's two targets (docs/server/lottery-orders.md), against PostgreSQL.
// 1. Orders per second and their p99 at 100 clients: POST /lgw/orders of two Lotto 6/42 tickets each (random numbers),
//    every ticket one seamless-wallet bet, printed beside the same tool's figures for a bare Fastify route.
// 2. Settlement of one draw with BENCH_TICKETS tickets (default 1,000,000): placed through POST /lgw/orders in orders of
//    50 on a colour game draw, then the draw is brought forward to now; timed from then until every ticket is decided,
//    every win paid and every round ended, with the server's resident memory sampled meanwhile. The bench moves that
//    draw's sale window and time in the database (its sales open now, and it draws when the tickets are in): the rest
//    is the server's own jobs.
// Load from wrk (apt-get install -y wrk). Needs a PostgreSQL server: DATABASE_URL (any database on it; the bench makes
// and drops its own), default postgres://postgres@127.0.0.1:5432/postgres.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { API, LOTTERY_SESSION_HEADER } from '@palaro/contract';
import { openDb } from '../src/db/open-db';
import { verifyLedger } from '../src/modules/ledger/verify';
import { BARE, benchHarness, cpuMs, fundedPlayers, ports, ready, rssMb, SERVER } from './bench-harness';
import { wrkScriptRun, type LoadResult } from './bench-load';

const SCRIPT = fileURLToPath(new URL('./bench-lottery.lua', import.meta.url));
const BARE_SCRIPT = fileURLToPath(new URL('./bench-wallet.lua', import.meta.url));
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const POOL = process.env.DATABASE_POOL_SIZE ?? '50';
const ORDER_GAME = 'lotto-6-42';
const SETTLE_GAME = 'colour-5m';
const PER_SETTLE_ORDER = 50;
// placing the settlement's tickets: enough orders in flight to keep both cores busy
const PLACING_CLIENTS = 50;

const bench = benchHarness('bench_lottery');
let base = '';

type Envelope<T> = { success?: boolean; value?: T; errorCode?: string; message?: string };

async function call<T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: object) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || envelope.value === undefined)
    throw new Error(`${method} ${path}: ${response.status} ${envelope.errorCode ?? ''} ${envelope.message ?? ''}`);
  return envelope.value;
}

/** A lotto session of `gameId` for the player of login `token`: the launch, then the app's exchange of its token. */
async function lottoSession(token: string, gameId: string, playType: 'ent' | 'trad'): Promise<string> {
  const launch = await call<{ url: string }>(
    'GET',
    `${API.lotteryLaunch}?gameId=${gameId}&playType=${playType}&mui=EN`,
    { authorization: token },
  );
  const launchToken = new URL(launch.url, base).searchParams.get('token') ?? '';
  return (await call<{ sessionId: string }>('POST', API.lotterySession, {}, { launchToken })).sessionId;
}

async function drawOnSale(gameId: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const numero = await call<{ current: { drawNumber: string } | null }>(
      'GET',
      `${API.lotteryNumero}?gameId=${gameId}`,
      {},
    ).catch(() => ({ current: null }));
    if (numero.current) return numero.current.drawNumber;
    await sleep(500);
  }
  throw new Error(`${gameId} has no draw on sale`);
}

type Row = { scenario: string; result: LoadResult; serverCpuUs?: number };

async function orderRows(serverPid: number, barePort: number, sessions: string[], draw: string): Promise<Row[]> {
  const sessionFile = join(bench.dataDir, 'sessions.txt');
  writeFileSync(sessionFile, `${sessions.join('\n')}\n`);
  const orderArgs = () => [sessionFile, ORDER_GAME, draw, randomBytes(6).toString('hex'), '2', '2'];
  const bareArgs = () => [sessionFile, 'empty', '-', '-', randomBytes(6).toString('hex'), '2'];
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const ordersUrl = `${base}${API.lotteryOrders}`;
  await wrkScriptRun(BARE_SCRIPT, bareArgs(), { url: bareUrl, clients: CLIENTS, seconds: 2 });
  const bare = await wrkScriptRun(BARE_SCRIPT, bareArgs(), { url: bareUrl, clients: CLIENTS, seconds: SECONDS });
  await wrkScriptRun(SCRIPT, orderArgs(), { url: ordersUrl, clients: CLIENTS, seconds: 2 });
  const before = cpuMs(serverPid) ?? 0;
  const orders = await wrkScriptRun(SCRIPT, orderArgs(), { url: ordersUrl, clients: CLIENTS, seconds: SECONDS });
  const serverCpuUs = (((cpuMs(serverPid) ?? 0) - before) * 1000) / Math.max(1, orders.requests);
  return [
    { scenario: 'bare Fastify route', result: bare },
    { scenario: 'order of 2 tickets', result: orders, serverCpuUs },
  ];
}

/** Places `TICKETS` tickets on the draw in orders of 50, from every session at once; answers tickets per second. */
async function placeTickets(sessions: string[], drawNumber: string): Promise<number> {
  const orders = Math.ceil(TICKETS / PER_SETTLE_ORDER);
  const prefix = randomBytes(6).toString('hex');
  const started = performance.now();
  let next = 0;
  let placed = 0;
  const worker = async (client: number) => {
    for (let order = next++; order < orders; order = next++) {
      const count = Math.min(PER_SETTLE_ORDER, TICKETS - order * PER_SETTLE_ORDER);
      const suborders = Array.from({ length: count }, (_, index) =>
        index % 5 === 4
          ? { betType: 'bigSmall', selection: { option: index % 2 ? 'big' : 'small' }, unitStake: '100' }
          : { betType: 'number', selection: { numbers: [(order + index) % 10] }, unitStake: '100' },
      );
      await call(
        'POST',
        API.lotteryOrders,
        { [LOTTERY_SESSION_HEADER]: sessions[client % sessions.length]! },
        {
          clientOrderId: `${prefix}-${order}`,
          gameId: SETTLE_GAME,
          drawNumber,
          prizeMode: 'ModeElott',
          suborders,
        },
      );
      placed += count;
      if (placed % 100_000 < count) console.log(`  ${placed.toLocaleString('en')} tickets placed`);
    }
  };
  await Promise.all(Array.from({ length: PLACING_CLIENTS }, (_, client) => worker(client)));
  return Math.round(TICKETS / ((performance.now() - started) / 1000));
}

type Settlement = { decidedS: number; paidS: number; endedS: number; peakRssMb: number; winners: number };

async function settlement(serverPid: number, sessions: string[]): Promise<Settlement & { placingRate: number }> {
  const db = await openDb({ databaseUrl: bench.dbUrl, dataDir: bench.dataDir, onIdleError: () => undefined });
  try {
    // a draw an hour ahead, its sales opened now: far from any draw the jobs are about to run
    const { rows } = await db.query<{ id: bigint; draw_number: string }>(
      `UPDATE lottery_draws SET opens_at = now() - interval '1 second'
        WHERE id = (SELECT id FROM lottery_draws WHERE game_id = $1 AND draw_at > now() + interval '55 minutes'
                     ORDER BY draw_at LIMIT 1)
       RETURNING id, draw_number`,
      [SETTLE_GAME],
    );
    const draw = rows[0];
    if (!draw) throw new Error(`no ${SETTLE_GAME} draw an hour ahead`);
    await sleep(6_000); // the advancing job opens its sales
    const placingRate = await placeTickets(sessions, draw.draw_number);

    await db.query(`UPDATE lottery_draws SET closes_at = now(), draw_at = now() WHERE id = $1`, [draw.id]);
    const started = performance.now();
    const seconds = () => Math.round((performance.now() - started) / 100) / 10;
    let peakRssMb = 0;
    let decidedS = 0;
    let paidS = 0;
    for (;;) {
      peakRssMb = Math.max(peakRssMb, rssMb(serverPid) ?? 0);
      const { rows: state } = await db.query<{ open: number; unpaid: number; unended: number }>(
        `SELECT count(*) FILTER (WHERE status IN ('pending', 'placed'))::int AS open,
                count(*) FILTER (WHERE paid_at IS NULL)::int AS unpaid,
                count(*) FILTER (WHERE round_ended_at IS NULL)::int AS unended
           FROM lottery_suborders WHERE draw_id = $1`,
        [draw.id],
      );
      const { open, unpaid, unended } = state[0]!;
      if (open === 0 && decidedS === 0) decidedS = seconds();
      if (open === 0 && unpaid === 0 && paidS === 0) paidS = seconds();
      if (open === 0 && unpaid === 0 && unended === 0) break;
      if (seconds() > 900)
        throw new Error(`not settled after 900 s: ${open} open, ${unpaid} unpaid, ${unended} rounds`);
      await sleep(250);
    }
    const endedS = seconds();
    const { rows: won } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lottery_suborders WHERE draw_id = $1 AND status = 'won'`,
      [draw.id],
    );
    return { decidedS, paidS, endedS, peakRssMb, winners: won[0]!.n, placingRate };
  } finally {
    await db.close();
  }
}

function printSettlement(settled: Settlement & { placingRate: number }): void {
  console.log(
    `\nsettlement of one ${SETTLE_GAME} draw with ${TICKETS.toLocaleString('en')} tickets (${settled.winners.toLocaleString('en')} won), placed at ${settled.placingRate.toLocaleString('en')} tickets/s in orders of ${PER_SETTLE_ORDER}:`,
  );
  console.log(
    `  every ticket decided ${settled.decidedS} s, every win paid ${settled.paidS} s, every round ended ${settled.endedS} s after the draw's time; server peak RSS ${settled.peakRssMb.toFixed(0)} MB`,
  );
  console.log('target: settlement <= 60 s, memory <= 512 MB');
}

async function main(): Promise<void> {
  await bench.createDatabase();
  const [port, barePort] = await ports();
  base = `http://127.0.0.1:${port}`;
  const server = bench.start(SERVER, {
    DATABASE_URL: bench.dbUrl,
    DATABASE_POOL_SIZE: POOL,
    DATA_DIR: bench.dataDir,
    API_RATE_LIMIT: '9999999',
    // every ticket of the settled draw is on one of ten numbers: the cap would refuse the bench's own tickets
    LOTTERY_LIABILITY_CAP: '1000000000000000',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  bench.start(BARE, { PORT: String(barePort) });
  await ready(`${base}/wps/system/status`);
  await ready(`http://127.0.0.1:${barePort}/bare`, 'POST');
  const players = await fundedPlayers(bench, PLAYERS, ['main']);
  const orderDraw = await drawOnSale(ORDER_GAME);
  const orderSessions: string[] = [];
  for (const { token } of players) orderSessions.push(await lottoSession(token, ORDER_GAME, 'trad'));
  const settleSessions: string[] = [];
  for (const { token } of players.slice(0, PLACING_CLIENTS * 4))
    settleSessions.push(await lottoSession(token, SETTLE_GAME, 'ent'));

  const loadBefore = loadavg()[0]?.toFixed(1);
  const rows = await orderRows(server.pid!, barePort, orderSessions, orderDraw);
  // BENCH_TICKETS=0: the orders rows only, for quicker comparisons while tuning
  const settled = TICKETS > 0 ? await settlement(server.pid!, settleSessions) : undefined;

  console.log(
    `\nbench:lottery — wrk, ${SECONDS} s per row after 2 s warm-up, PostgreSQL ${new URL(bench.serverUrl).host}, pool ${POOL}, ${PLAYERS} players`,
  );
  console.log(`${availableParallelism()} cores; load average ${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after`);
  console.log('scenario               clients      req/s   p50 ms   p99 ms   failed   server CPU us/req');
  for (const { scenario, result, serverCpuUs } of rows) {
    console.log(
      `${scenario.padEnd(22)} ${String(CLIENTS).padStart(7)} ${String(result.rps).padStart(10)} ${String(result.p50).padStart(8)} ${String(result.p99).padStart(8)} ${String(result.failed).padStart(8)} ${serverCpuUs === undefined ? '' : serverCpuUs.toFixed(0).padStart(19)}`,
    );
  }
  console.log(`target: >= 2,000 orders/s with p99 <= 50 ms at 100 clients`);
  if (settled) printSettlement(settled);
  const db = await openDb({ databaseUrl: bench.dbUrl, dataDir: bench.dataDir, onIdleError: () => undefined });
  const report = await verifyLedger(db);
  await db.close();
  console.log(`ledger after the run: ${report.transactions} transactions, ${report.differences.length} differences`);
  if (report.differences.length > 0 || rows.some((row) => row.result.failed > 0)) process.exitCode = 1;
}

try {
  await main();
} finally {
  await bench.close();
}
