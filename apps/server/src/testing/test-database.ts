import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite-driver';

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type TestConnection = { databaseUrl?: string; db?: Db };

/**
 * A fresh database for the calling test file. When DATABASE_URL is set: a new database on that PostgreSQL
 * server (dropped afterwards), so test files can run in parallel. Otherwise one in-memory PGlite shared by
 * the file's apps (it takes a second or two to boot).
 */
export function useTestDatabase(): { connection: () => TestConnection } {
  const serverUrl = process.env.DATABASE_URL;
  let connection: TestConnection = {};
  let name: string | undefined;

  beforeAll(async () => {
    if (!serverUrl) {
      connection = { db: await openPglite(':memory:') };
      return;
    }
    name = `palaro_t_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const address = new URL(serverUrl);
    address.pathname = `/${name}`;
    connection = { databaseUrl: address.toString() };
  });

  afterAll(async () => {
    await connection.db?.close();
    if (serverUrl && name) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  return { connection: () => connection };
}
