import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db';

export type Migration = { version: number; file: string; sql: string; checksum: string };
/** A file of `functions/`: the current definition of one SQL function (or a few that belong together). */
export type FunctionFile = { file: string; sql: string; checksum: string };

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
export const FUNCTIONS_DIR = fileURLToPath(new URL('./functions', import.meta.url));
/** Advisory lock id held while migrating or seeding, so two starting processes take turns. */
export const SCHEMA_LOCK_ID = 7_365_821_001;

const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;
const FUNCTION_FILE_PATTERN = /^[a-z0-9_]+\.sql$/;
const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The numbered migration files of `dir`, in order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const migrations = files.map((file) => {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1]) throw new MigrationError(`migration file ${file} must be named NNNN_name.sql`);
    const sql = readFileSync(join(dir, file), 'utf8');
    return { version: Number(match[1]), file, sql, checksum: checksumOf(sql) };
  });
  // Numbers may skip (a change can reserve one before it lands), but each is used once.
  migrations.forEach((migration, index) => {
    const before = migrations[index - 1];
    if (before && before.version === migration.version) {
      throw new MigrationError(`migrations ${before.file} and ${migration.file} share number ${migration.version}`);
    }
  });
  return migrations;
}

/** The function files of `dir`, in name order (the order they are applied in). */
export function readFunctions(dir: string = FUNCTIONS_DIR): FunctionFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      if (!FUNCTION_FILE_PATTERN.test(file)) throw new MigrationError(`function file ${file} must be named name.sql`);
      const sql = readFileSync(join(dir, file), 'utf8');
      return { file, sql, checksum: checksumOf(sql) };
    });
}

export async function lockSchema(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK_ID})::text AS locked`);
}

async function applyOne(tx: Queryable, migration: Migration): Promise<boolean> {
  await lockSchema(tx);
  await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    integer PRIMARY KEY,
    file       text NOT NULL,
    checksum   text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [
    migration.version,
  ]);
  if (rows[0]) {
    if (rows[0].checksum !== migration.checksum) {
      throw new MigrationError(
        `migration ${migration.file} was changed after it was applied; add a new migration instead`,
      );
    }
    return false;
  }
  // A lower number arriving after a higher one ran would apply out of order on this database only.
  const { rows: later } = await tx.query<{ file: string }>(
    'SELECT file FROM schema_migrations WHERE version > $1 ORDER BY version DESC LIMIT 1',
    [migration.version],
  );
  if (later[0]) {
    throw new MigrationError(
      `migration ${migration.file} arrived after ${later[0].file} was applied; give it a number after that one`,
    );
  }
  try {
    await tx.exec(migration.sql);
  } catch (error) {
    throw new MigrationError(`migration ${migration.file} failed: ${(error as Error).message}`);
  }
  await tx.query('INSERT INTO schema_migrations (version, file, checksum) VALUES ($1, $2, $3)', [
    migration.version,
    migration.file,
    migration.checksum,
  ]);
  return true;
}

/**
 * Runs the function files whose checksum differs from the one recorded (new or changed), or every one when `all`
 * (a migration ran: it may have dropped or replaced a function they define); returns the files run.
 */
async function applyFunctions(tx: Queryable, functions: FunctionFile[], all: boolean): Promise<string[]> {
  await lockSchema(tx);
  await tx.exec(`CREATE TABLE IF NOT EXISTS schema_functions (
    file       text PRIMARY KEY,
    checksum   text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await tx.query<{ file: string; checksum: string }>('SELECT file, checksum FROM schema_functions');
  const recorded = new Map(rows.map((row) => [row.file, row.checksum]));
  const applied: string[] = [];
  for (const definition of functions) {
    if (!all && recorded.get(definition.file) === definition.checksum) continue;
    try {
      await tx.exec(definition.sql);
    } catch (error) {
      throw new MigrationError(`function file ${definition.file} failed: ${(error as Error).message}`);
    }
    await tx.query(
      `INSERT INTO schema_functions (file, checksum) VALUES ($1, $2)
       ON CONFLICT (file) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
      [definition.file, definition.checksum],
    );
    applied.push(definition.file);
  }
  return applied;
}

export type SchemaRun = { migrations: string[]; functions: string[] };

/**
 * Applies the migrations not applied yet, then the function files (docs/server/database-and-ledger.md), in one
 * transaction under the schema lock, so instances that start together take turns as a whole (one applies, the others
 * then find everything applied) and a failure leaves none of this run's changes behind; returns the files applied.
 */
export async function migrateSchema(
  db: Db,
  migrations: Migration[] = readMigrations(),
  functions: FunctionFile[] = readFunctions(),
): Promise<SchemaRun> {
  return db.transaction(async (tx) => {
    const applied: string[] = [];
    for (const migration of migrations) {
      if (await applyOne(tx, migration)) applied.push(migration.file);
    }
    return { migrations: applied, functions: await applyFunctions(tx, functions, applied.length > 0) };
  });
}

/** migrateSchema, answering the migrations applied. */
export async function runMigrations(
  db: Db,
  migrations: Migration[] = readMigrations(),
  functions: FunctionFile[] = readFunctions(),
): Promise<string[]> {
  return (await migrateSchema(db, migrations, functions)).migrations;
}
