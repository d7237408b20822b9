import { join } from 'node:path';
import type { Db } from './db';
import { openPglite } from './pglite-driver';
import { openPostgres } from './postgres-driver';

/** PostgreSQL when a URL is given, otherwise the embedded database in DATA_DIR/pglite (or in memory). */
export function openDb(options: {
  databaseUrl: string | undefined;
  /** PostgreSQL pool size; 10 when left out. */
  poolSize?: number | undefined;
  dataDir: string;
  onIdleError: (error: Error) => void;
}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onIdleError, options.poolSize);
  // a folder of its own keeps the database files apart from keys.json and anything else in DATA_DIR
  return openPglite(options.dataDir === ':memory:' ? options.dataDir : join(options.dataDir, 'pglite'));
}
