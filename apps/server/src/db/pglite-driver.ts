import { mkdirSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { INT8_OID, type Db, type Queryable, type Row } from './db';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * A data directory image (`PGlite.dumpDataDir`) that in-memory databases of this process start from instead of running
 * initdb, which is most of the cost of a new PGlite (docs/decisions/0030-test-databases-from-an-image.md). Only the
 * test runner sets it; with none, each in-memory database is initialised afresh.
 */
let memoryImage: Blob | undefined;

export function startInMemoryDatabasesFrom(image: Blob | undefined): void {
  memoryImage = image;
}

/** Embedded PostgreSQL (WASM) stored in `dataDir`, or in memory for ":memory:". */
export async function openPglite(dataDir: string): Promise<Db> {
  // loaded on demand: a deployment on PostgreSQL never pays for the WASM build
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dataDir === ':memory:';
  let pglite: PGlite;
  try {
    if (!inMemory) mkdirSync(dataDir, { recursive: true });
    pglite = await PGlite.create(inMemory ? undefined : dataDir, {
      parsers: { [INT8_OID]: (value: string) => BigInt(value) },
      ...(inMemory && memoryImage ? { loadDataDir: memoryImage } : {}),
    });
  } catch (error) {
    throw new Error(`DATA_DIR: cannot open the embedded database in ${dataDir} (${(error as Error).message})`, {
      cause: error,
    });
  }
  return {
    driver: 'pglite',
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}
