import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../testing/temp-dir';
import { useTestDatabase } from '../testing/test-database';
import { buildTestApp } from '../testing/test-app';
import type { Db } from './db';
import { migrateSchema, MigrationError, readFunctions, readMigrations, runMigrations, type Migration } from './migrate';
import { openDb } from './open-db';
import { DEMO_GAME_CATEGORIES } from './seed/demo-game-categories';
import { seedDemoContent } from './seed/seed-demo-content';

const database = useTestDatabase();
const fresh = useTestDatabase();
const stepwise = useTestDatabase();
let db: Db;

beforeAll(async () => {
  const { db: shared, databaseUrl } = database.connection();
  db = shared ?? (await openDb({ databaseUrl, dataDir: ':memory:', onIdleError: () => undefined }));
});
afterAll(async () => {
  if (!database.connection().db) await db.close();
  removeTempDirs();
});

const count = async (sql: string) => Number((await db.query<{ n: bigint }>(sql)).rows[0]?.n);
const merchant = { code: 'PALARO', name: 'Palaro' };

describe('migrations', () => {
  it('apply in order once, and a second run changes nothing', async () => {
    const files = readMigrations().map((migration) => migration.file);
    expect(files[0]).toBe('0001_merchants_and_game_categories.sql');
    expect(await runMigrations(db)).toEqual(files);
    expect(await runMigrations(db)).toEqual([]);
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
  });

  it('take turns when several processes start at once on an empty database', async () => {
    const { db: shared, databaseUrl } = fresh.connection();
    // on PostgreSQL every "process" gets its own pool, so only the advisory lock keeps them apart
    const starters = shared
      ? [shared, shared, shared]
      : await Promise.all(
          [1, 2, 3].map(() => openDb({ databaseUrl, dataDir: ':memory:', onIdleError: () => undefined })),
        );
    const start = async (target: Db) => ({
      applied: await runMigrations(target),
      seeded: await seedDemoContent(target, merchant),
    });
    const results = await Promise.all(starters.map(start));
    if (!shared) await Promise.all(starters.map((target) => target.close()));
    expect(results.filter((result) => result.applied.length > 0)).toHaveLength(1);
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
  });

  it('roll back a failing migration and report which one failed', async () => {
    const broken: Migration = {
      version: 99,
      file: '0099_broken.sql',
      sql: 'CREATE TABLE half_done (id int); SELECT nope FROM nowhere;',
      checksum: 'x',
    };
    const error = await runMigrations(db, [broken]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(/^migration 0099_broken\.sql failed: /);
    expect(await count("SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'half_done'")).toBe(0);
    expect(await count('SELECT count(*) AS n FROM schema_migrations WHERE version = 99')).toBe(0);
  });

  it('refuse a migration edited after it was applied', async () => {
    const [first] = readMigrations();
    if (!first) throw new Error('no migrations');
    await expect(runMigrations(db, [{ ...first, checksum: 'edited' }])).rejects.toThrow(
      /was changed after it was applied/,
    );
  });

  it('refuse badly numbered files', () => {
    const dir = makeTempDir('migrations');
    writeFileSync(join(dir, '0002_skipped_one.sql'), 'SELECT 1;');
    expect(readMigrations(dir).map((migration) => migration.version)).toEqual([2]);
    writeFileSync(join(dir, '0002_same_number.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(
      'migrations 0002_same_number.sql and 0002_skipped_one.sql share number 2',
    );
    const named = makeTempDir('migrations');
    writeFileSync(join(named, 'add-users.sql'), 'SELECT 1;');
    expect(() => readMigrations(named)).toThrow('migration file add-users.sql must be named NNNN_name.sql');
  });

  it('refuse a lower number that arrives after a higher one was applied', async () => {
    const late: Migration = { version: 1_000, file: '1000_late.sql', sql: 'SELECT 1;', checksum: 'late' };
    const later: Migration = { version: 1_001, file: '1001_later.sql', sql: 'SELECT 1;', checksum: 'later' };
    expect(await runMigrations(db, [later])).toEqual(['1001_later.sql']);
    await expect(runMigrations(db, [late])).rejects.toThrow(
      'migration 1000_late.sql arrived after 1001_later.sql was applied; give it a number after that one',
    );
    expect(await count('SELECT count(*) AS n FROM schema_migrations WHERE version = 1000')).toBe(0);
  });
});

/** Every function of the schema with its whole definition, the probes of these tests left out. */
const definitions = async (target: Db) =>
  (
    await target.query<{ name: string; definition: string }>(
      `SELECT p.oid::regprocedure::text AS name, pg_get_functiondef(p.oid) AS definition
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND p.proname NOT LIKE 'schema_probe%'
        ORDER BY 1`,
    )
  ).rows;

describe('function files', () => {
  it('leave a fresh database with the same functions as one migrated before they were applied', async () => {
    const { db: shared, databaseUrl } = stepwise.connection();
    const older = shared ?? (await openDb({ databaseUrl, dataDir: ':memory:', onIdleError: () => undefined }));
    try {
      // a database of before the function files: the migrations alone
      expect((await migrateSchema(older, readMigrations(), [])).functions).toEqual([]);
      const files = readFunctions().map((definition) => definition.file);
      expect(files).toContain('ledger_post_set.sql');
      expect(await migrateSchema(older)).toEqual({ migrations: [], functions: files });
      const upgraded = await definitions(older);
      expect(upgraded.map((row) => row.name)).toContain(
        'ledger_post_set(text[],text[],text[],text[],text[],jsonb[],bigint[],integer[],bigint[],bigint[],text[],timestamp with time zone,interval,interval)',
      );
      expect(upgraded).toEqual(await definitions(db));
    } finally {
      if (!shared) await older.close();
    }
  });

  it('are run again when changed, and only then', async () => {
    const dir = makeTempDir('functions');
    const write = (value: number) =>
      writeFileSync(
        join(dir, 'schema_probe.sql'),
        `CREATE OR REPLACE FUNCTION schema_probe() RETURNS int LANGUAGE sql AS $$ SELECT ${value} $$;`,
      );
    const probe = async () => Number((await db.query<{ n: number }>('SELECT schema_probe() AS n')).rows[0]?.n);
    write(1);
    expect(await migrateSchema(db, readMigrations(), readFunctions(dir))).toEqual({
      migrations: [],
      functions: ['schema_probe.sql'],
    });
    expect(await probe()).toBe(1);
    // unchanged: not run (a changed definition in the database stays as it is)
    await db.exec('CREATE OR REPLACE FUNCTION schema_probe() RETURNS int LANGUAGE sql AS $$ SELECT 7 $$;');
    expect((await migrateSchema(db, readMigrations(), readFunctions(dir))).functions).toEqual([]);
    expect(await probe()).toBe(7);
    write(2);
    expect((await migrateSchema(db, readMigrations(), readFunctions(dir))).functions).toEqual(['schema_probe.sql']);
    expect(await probe()).toBe(2);
    const { rows } = await db.query<{ checksum: string }>(
      "SELECT checksum FROM schema_functions WHERE file = 'schema_probe.sql'",
    );
    expect(rows[0]?.checksum).toBe(readFunctions(dir)[0]?.checksum);
  });

  it('run all again after a migration, which may have dropped what they define', async () => {
    const dropping: Migration = {
      version: 1_002,
      file: '1002_drop_probe.sql',
      sql: 'DROP FUNCTION schema_probe();',
      checksum: 'drop',
    };
    const dir = makeTempDir('functions');
    writeFileSync(
      join(dir, 'schema_probe_two.sql'),
      'CREATE OR REPLACE FUNCTION schema_probe_two() RETURNS int LANGUAGE sql AS $$ SELECT 2 $$;',
    );
    writeFileSync(
      join(dir, 'schema_probe.sql'),
      'CREATE OR REPLACE FUNCTION schema_probe() RETURNS int LANGUAGE sql AS $$ SELECT 2 $$;',
    );
    expect(await migrateSchema(db, [dropping], readFunctions(dir))).toEqual({
      migrations: ['1002_drop_probe.sql'],
      functions: ['schema_probe.sql', 'schema_probe_two.sql'],
    });
    expect(await count('SELECT schema_probe() AS n')).toBe(2);
  });

  it('roll back a failing one with everything of its run, and say which failed', async () => {
    const dir = makeTempDir('functions');
    writeFileSync(join(dir, 'a_fine.sql'), 'CREATE TABLE half_done_too (id int);');
    writeFileSync(join(dir, 'b_broken.sql'), 'CREATE OR REPLACE FUNCTION schema_probe_broken( RETURNS int;');
    const error = await migrateSchema(db, [], readFunctions(dir)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(/^function file b_broken\.sql failed: /);
    expect(await count("SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'half_done_too'")).toBe(
      0,
    );
    expect(await count("SELECT count(*) AS n FROM schema_functions WHERE file = 'a_fine.sql'")).toBe(0);
  });

  it('refuse a badly named file', () => {
    const dir = makeTempDir('functions');
    writeFileSync(join(dir, 'Ledger-Post.sql'), 'SELECT 1;');
    expect(() => readFunctions(dir)).toThrow('function file Ledger-Post.sql must be named name.sql');
  });
});

describe('demo seed', () => {
  it('adds the merchant and its game categories once', async () => {
    await seedDemoContent(db, merchant);
    expect(await count("SELECT count(*) AS n FROM merchants WHERE code = 'PALARO'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM game_categories WHERE merchant = 'PALARO'")).toBe(
      DEMO_GAME_CATEGORIES.length,
    );
    // an operator's deletion is not undone by the next start
    await db.query("DELETE FROM game_categories WHERE merchant = 'PALARO' AND category = 'FISH'");
    expect(await seedDemoContent(db, merchant)).toBe(false);
    expect(await count("SELECT count(*) AS n FROM game_categories WHERE merchant = 'PALARO'")).toBe(
      DEMO_GAME_CATEGORIES.length - 1,
    );
  });

  it('reads int8 as bigint on both drivers', async () => {
    const { rows } = await db.query<{ big: bigint }>('SELECT $1::int8 AS big', [9_007_199_254_740_993n]);
    expect(rows[0]?.big).toBe(9_007_199_254_740_993n);
  });
});

describe('start', () => {
  it('fails when a migration fails', async () => {
    await db.query("UPDATE schema_migrations SET checksum = 'tampered' WHERE version = 1");
    await expect(buildTestApp(database.connection())).rejects.toThrow(
      /0001_merchants_and_game_categories\.sql was changed/,
    );
    const [first] = readMigrations();
    await db.query('UPDATE schema_migrations SET checksum = $1 WHERE version = 1', [first?.checksum]);
  });
});
