// What the server benches share: a database of their own on a PostgreSQL server, the server under test as a child
// process, funded players with live login sessions, and CPU read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb } from '../src/db/open-db';
import { createLedgerService } from '../src/modules/ledger/service';
import { newToken, sha256Hex } from '../src/security/tokens';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';

export const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
export const BARE = fileURLToPath(new URL('./bench-bare-server.ts', import.meta.url));

/**
 * A bench's own database on the PostgreSQL server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * a temporary data directory, and the child processes it starts; `close()` stops them and drops the database.
 */
export function benchHarness(prefix: string) {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `palaro_${prefix}_${randomBytes(4).toString('hex')}`;
  const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), `palaro-${prefix}-`));
  const children: ChildProcess[] = [];

  async function admin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (read it with scripts/cpu-profile-top.ts)
  const profileArgs = (file: string) =>
    process.env.BENCH_CPU_PROF && file === SERVER ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];

  return {
    serverUrl,
    dbName,
    dbUrl,
    dataDir,
    admin,
    createDatabase: () => admin(`CREATE DATABASE ${dbName}`),
    start(file: string, env: Record<string, string>): ChildProcess {
      const child = spawn(
        process.execPath,
        [...(file === SERVER ? SERVER_NODE_FLAGS : []), ...profileArgs(file), '--import', 'tsx', file],
        { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      children.push(child);
      return child;
    },
    async close(): Promise<void> {
      for (const child of children) child.kill('SIGTERM');
      await sleep(500);
      await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type BenchHarness = ReturnType<typeof benchHarness>;

/** BENCH_PORT=<n>: the server listens on n and the bare route on n + 1; otherwise any two free ports. */
export async function ports(): Promise<[number, number]> {
  const base = Number(process.env.BENCH_PORT);
  if (Number.isInteger(base) && base > 0) return [base, base + 1];
  return [await freePort(), await freePort()];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function ready(url: string, method = 'GET'): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      await fetch(url, { method });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${url} did not answer`);
}

/**
 * `count` players of the merchant PALARO with a live login session each (their tokens answered), every wallet in
 * `wallets` holding `funds` minor units from the house, so every call of a run can succeed.
 */
export async function fundedPlayers(
  { dbUrl, dataDir }: Pick<BenchHarness, 'dbUrl' | 'dataDir'>,
  count: number,
  wallets: readonly string[],
  funds = 1_000_000_000n,
): Promise<{ id: bigint; token: string }[]> {
  const db = await openDb({ databaseUrl: dbUrl, dataDir, onIdleError: () => undefined });
  const ledger = createLedgerService(db);
  const house = await ledger.merchantAccountId('PALARO', 'house', 'PHP');
  const players: { id: bigint; token: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const { rows } = await db.query<{ id: bigint }>(
      "INSERT INTO accounts (merchant, username, member_type, first_time_login) VALUES ('PALARO', $1, 0, false) RETURNING id",
      [`bench${index}`],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('no account');
    const token = newToken();
    const now = Date.now();
    await db.query(
      `INSERT INTO sessions (token_hash, account_id, kind, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
       VALUES ($1, $2, 'normal', $3, $3, $4, $4)`,
      [sha256Hex(token), id, new Date(now), new Date(now + 3_600_000)],
    );
    for (const wallet of wallets) {
      const account = await ledger.walletAccountId('PALARO', id, 'PHP', wallet);
      await ledger.move({
        merchant: 'PALARO',
        kind: 'adjustment',
        reference: `bench:${id}`,
        idempotencyKey: `bench:${id}:${wallet}`,
        from: house,
        to: account,
        amount: funds,
      });
    }
    players.push({ id, token });
  }
  await db.close();
  return players;
}

/** CPU time (ms) a process has used so far, from /proc (Linux); undefined once it is gone or elsewhere. */
export function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime in clock ticks of 10 ms
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process now, in MB, from /proc (Linux); undefined once it is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D/g, '')) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
