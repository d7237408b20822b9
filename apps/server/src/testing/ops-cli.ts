import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { makeTempDir, removeTempDirs } from './temp-dir';
import { buildTestApp } from './test-app';
import { useTestDatabase } from './test-database';

const CLI = fileURLToPath(new URL('../../scripts/ops.ts', import.meta.url));

/**
 * `npm run ops` against a listening test app, as an operator at a terminal would run it: a HOME of its own (where the
 * CLI keeps its token), `file()` writes the input files the `--file` commands read and `path()` names one the CLI
 * writes; `app()` is the app, for what players do before an operator looks.
 */
export function useOpsCli(
  label: string,
  config: Omit<NonNullable<Parameters<typeof buildTestApp>[0]>, 'db' | 'databaseUrl'> = {},
) {
  const database = useTestDatabase();
  let app: FastifyInstance;
  let url: string;
  let home: string;

  beforeAll(async () => {
    app = await buildTestApp({ ...config, ...database.connection() });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    home = makeTempDir(label);
  });
  afterAll(async () => {
    await app.close();
    removeTempDirs();
  });

  async function ops(...args: string[]): Promise<{ code: number; out: string }> {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', CLI, ...args, '--url', url],
        { env: { PATH: process.env.PATH ?? '', HOME: home } },
      );
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  }

  /** A file in the CLI's HOME: text as it is, anything else as JSON. */
  function file(name: string, content: string | object): string {
    const path = join(home, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  }

  /** The listening app, for setting up what the commands then work on (players, their messages). */
  const server = () => app;

  return { ops, file, server, path: (name: string) => join(home, name), app: () => app };
}
