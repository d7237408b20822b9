import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db';

export type Migration = { version: number; file: string; sql: string; checksum: string };

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
/** Advisory lock id held while migrating or seeding, so two starting processes take turns. */
export const SCHEMA_LOCK_ID = 7_365_821_001;

const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;

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
    return { version: Number(match[1]), file, sql, checksum: createHash('sha256').update(sql).digest('hex') };
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
 * Applies the migrations not applied yet in one transaction under the schema lock, so instances that start together
 * take turns as a whole (one applies, the others then find everything applied) and a failure leaves none of this
 * run's changes behind; returns the files applied.
 */
export async function runMigrations(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const applied: string[] = [];
    for (const migration of migrations) {
      if (await applyOne(tx, migration)) applied.push(migration.file);
    }
    return applied;
  });
}
