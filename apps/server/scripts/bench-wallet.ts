// npm run bench:wallet: debit and credit calls (POST /wps/transaction/walletTransfer, main <-> a game wallet, one
// ledger transaction each) per second and their p99 at 10 and 100 clients, against PostgreSQL, printed beside the
// same tool's figures for a bare Fastify route. The load comes from wrk (apt-get install -y wrk), or from autocannon
// with BENCH_TOOL=autocannon (see bench-load.ts). Needs a PostgreSQL server: DATABASE_URL (any database on it; the
// bench makes and drops its own), default postgres://postgres@127.0.0.1:5432/postgres.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API } from '@palaro/contract';
import pg from 'pg';
import { openDb } from '../src/db/open-db';
import { verifyLedger } from '../src/modules/ledger/verify';
import { BARE, benchHarness, cpuMs, fundedPlayers, ports, ready, SERVER } from './bench-harness';
import { loadTool, type LoadRun, type LoadTool } from './bench-load';

// wrk goes round each thread's share of the players; 1,000 keeps a player's next request well after its last one
const PLAYERS = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_CLIENTS=100 (comma-separated): only those rows, for quicker comparisons while tuning
const CLIENTS = (process.env.BENCH_CLIENTS ?? '10,100').split(',').map(Number);
// enough connections for 100 clients' commits to share WAL flushes (group commit); the default 10 caps it near 2,000/s here
const POOL = process.env.DATABASE_POOL_SIZE ?? '50';
// BENCH_RATE: the debits per second offered on a fixed schedule in the paced row (at the most clients); 0 leaves it out
const RATE = Number(process.env.BENCH_RATE ?? 5000);

const bench = benchHarness('bench');
const { serverUrl, dbName, dbUrl, dataDir, admin, start } = bench;

type Row = {
  scenario: string;
  clients: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  cpu: CpuPerRequest;
};
type CpuPerRequest = { server: number; postgres: number; tool: number };

/**
 * CPU used by the server process and by the PostgreSQL backends of the bench database while `work` runs. Figures
 * per request move far less with the machine's other load than requests per second do. Backends are looked up
 * every 200 ms (the pool opens and closes connections); WAL writing and other server-wide PostgreSQL work is
 * not counted.
 */
async function cpuDuring<T>(
  serverPid: number | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; server: number; postgres: number }> {
  const monitor = new pg.Client({ connectionString: serverUrl });
  await monitor.connect();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async (initial: boolean) => {
    const { rows } = await monitor.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
      dbName,
    ]);
    for (const { pid } of rows) {
      const used = cpuMs(pid);
      if (used === undefined) continue;
      if (!first.has(pid)) first.set(pid, initial ? used : 0);
      last.set(pid, used);
    }
  };
  await sample(true);
  const serverBefore = serverPid === undefined ? 0 : (cpuMs(serverPid) ?? 0);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await sleep(200);
      await sample(false);
    }
  })();
  const result = await work();
  const server = serverPid === undefined ? 0 : (cpuMs(serverPid) ?? 0) - serverBefore;
  sampling = false;
  await sampler;
  await sample(false);
  await monitor.end();
  let postgres = 0;
  for (const [pid, used] of last) postgres += used - (first.get(pid) ?? 0);
  return { result, server, postgres };
}

async function measure(
  tool: LoadTool,
  scenario: string,
  url: string,
  serverPid: number | undefined,
  clients: number,
  tokens: string[],
  transfer?: LoadRun['transfer'],
  rate?: number,
): Promise<Row> {
  await tool.run({ url, clients, seconds: 2, tokens, transfer, rate });
  const { result, ...cpu } = await cpuDuring(serverPid, () =>
    tool.run({ url, clients, seconds: SECONDS, tokens, transfer, rate }),
  );
  const perRequest = (ms: number) => (ms * 1000) / Math.max(1, result.requests);
  return {
    scenario,
    clients,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    failed: result.failed,
    cpu: { server: perRequest(cpu.server), postgres: perRequest(cpu.postgres), tool: perRequest(result.toolCpuMs) },
  };
}

async function main(): Promise<void> {
  // before anything is set up, so a missing wrk is said at once
  const tool = loadTool(dataDir);
  await bench.createDatabase();
  // the time ledger_post_set takes inside PostgreSQL, beside the round trip the clients see (superusers only)
  await admin(`ALTER DATABASE ${dbName} SET track_functions = 'pl'`).catch(() => undefined);
  const merchantConfig = join(dataDir, 'merchant.json');
  writeFileSync(merchantConfig, JSON.stringify({ transferVendors: ['BAYANI'] }));
  const [port, barePort] = await ports();
  const server = start(SERVER, {
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: POOL,
    DATA_DIR: dataDir,
    MERCHANT_CONFIG: merchantConfig,
    API_RATE_LIMIT: '9999999',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const bare = start(BARE, { PORT: String(barePort) });
  await ready(`http://127.0.0.1:${port}/wps/system/status`);
  await ready(`http://127.0.0.1:${barePort}/bare`, 'POST');
  const tokens = (await fundedPlayers(bench, PLAYERS, ['main', 'BAYANI'])).map((player) => player.token);
  const walletUrl = `http://127.0.0.1:${port}${API.walletTransfer}`;

  const loadBefore = loadavg()[0]?.toFixed(1);
  const rows: Row[] = [];
  for (const clients of CLIENTS) {
    rows.push(
      await measure(tool, 'bare Fastify route', `http://127.0.0.1:${barePort}/bare`, bare.pid, clients, tokens),
    );
    rows.push(
      await measure(tool, 'debit  (main -> game wallet)', walletUrl, server.pid, clients, tokens, {
        from: 'main',
        to: 'BAYANI',
      }),
    );
    rows.push(
      await measure(tool, 'credit (game wallet -> main)', walletUrl, server.pid, clients, tokens, {
        from: 'BAYANI',
        to: 'main',
      }),
    );
  }
  const most = Math.max(...CLIENTS);
  if (RATE > 0 && tool.paced) {
    const offered = `at ${RATE.toLocaleString('en')}/s offered`;
    rows.push(
      await measure(
        tool,
        `bare route ${offered}`,
        `http://127.0.0.1:${barePort}/bare`,
        bare.pid,
        most,
        tokens,
        undefined,
        RATE,
      ),
    );
    rows.push(
      await measure(
        tool,
        `debit ${offered}`,
        walletUrl,
        server.pid,
        most,
        tokens,
        { from: 'main', to: 'BAYANI' },
        RATE,
      ),
    );
  }

  console.log(
    `\nbench:wallet — ${tool.name}, ${SECONDS} s per row after 2 s warm-up, PostgreSQL ${new URL(serverUrl).host}, pool ${POOL}, ${PLAYERS} players`,
  );
  // other work on the machine moves every figure; the load average before and after says how much there was
  console.log(`${availableParallelism()} cores; load average ${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after`);
  console.log(
    "CPU per request in microseconds: the server process, the bench database's PostgreSQL backends, the load tool",
  );
  // closed loop: each client sends its next request when the last is answered, so p50 is about clients / throughput
  // whatever the server does; the paced row offers a fixed rate instead and times each request from when it was due
  if (RATE > 0 && tool.paced)
    console.log(`Paced row: ${RATE}/s offered over ${most} connections, latency from each request's due time`);
  console.log(
    'scenario                         clients      req/s   p50 ms   p99 ms   failed   server  postgres   tool',
  );
  const us = (value: number) => value.toFixed(0).padStart(8);
  for (const row of rows) {
    console.log(
      `${row.scenario.padEnd(32)} ${String(row.clients).padStart(7)} ${String(row.rps).padStart(10)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.failed).padStart(8)} ${us(row.cpu.server)} ${us(row.cpu.postgres)} ${us(row.cpu.tool).slice(2)}`,
    );
  }
  const db = await openDb({ databaseUrl: dbUrl, dataDir, onIdleError: () => undefined });
  const { rows: timed } = await db.query<{ calls: bigint; mean: number }>(
    "SELECT calls, total_time / calls AS mean FROM pg_stat_user_functions WHERE funcname = 'ledger_post_set'",
  );
  for (const { calls, mean } of timed)
    console.log(`ledger_post_set: ${calls} calls (batches), ${mean.toFixed(2)} ms each inside PostgreSQL on average`);
  const report = await verifyLedger(db);
  await db.close();
  console.log(`ledger after the run: ${report.transactions} transactions, ${report.differences.length} differences`);
  if (report.differences.length > 0 || rows.some((row) => row.failed > 0)) process.exitCode = 1;
}

try {
  await main();
} finally {
  await bench.close();
}
