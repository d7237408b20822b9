import pg from 'pg';
import { INT8_OID, type Db, type Queryable, type Row } from './db';

type Client = pg.Pool | pg.PoolClient;

function wrap(client: Client): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, [...params]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => BigInt(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * How long an idle connection stays open. A new PostgreSQL connection is a new server process with cold caches whose
 * first ledger posting also compiles ledger_post_set and plans its statements (tens of ms); the pool's default of 10 s
 * closed most connections after each burst and opened them again in the next, in the middle of the load.
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

/** Connections in the pool when DATABASE_POOL_SIZE does not say. */
export const DEFAULT_POOL_SIZE = 10;

/** A node-postgres pool on DATABASE_URL. */
export async function openPostgres(
  url: string,
  onIdleError: (error: Error) => void,
  poolSize = DEFAULT_POOL_SIZE,
): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, types, max: poolSize, idleTimeoutMillis: IDLE_CONNECTION_MS });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', onIdleError);
  const connections = countConnections(pool);
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`DATABASE_URL: cannot connect (${(error as Error).message})`, { cause: error });
  }
  return {
    driver: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        // a connection that cannot even roll back is destroyed, not returned to the pool
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
      await connections.allEnded();
    },
  };
}

/** How long close waits for connections to end after the pool let go of them. */
const END_WAIT_MS = 5_000;

/**
 * The pool's live connections. pool.end() resolves as soon as it has asked every connection to end, before they have:
 * a database dropped right after (tests do) or a process exiting then would cut them off mid-goodbye, and each would
 * report an error. allEnded waits for the last one (at most END_WAIT_MS).
 */
function countConnections(pool: pg.Pool) {
  let open = 0;
  const waiting: (() => void)[] = [];
  pool.on('connect', () => {
    open += 1;
  });
  pool.on('remove', () => {
    open -= 1;
    if (open === 0) waiting.splice(0).forEach((resolve) => resolve());
  });
  return {
    allEnded: () =>
      open === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, END_WAIT_MS);
            waiting.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
  };
}
