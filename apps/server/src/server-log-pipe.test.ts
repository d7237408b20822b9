import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerRun } from './testing/spawn-server';
import { makeTempDir, removeTempDirs } from './testing/temp-dir';
import { useTestDatabase } from './testing/test-database';

const database = useTestDatabase();
/** The drain (10 s) is not even needed here: nothing is in flight. */
const SHUTDOWN_BOUND_MS = 15_000;
let databaseEnv: Record<string, string>;

beforeAll(() => {
  const { databaseUrl } = database.connection();
  databaseEnv = { DATA_DIR: databaseUrl ? makeTempDir('data') : ':memory:', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
});
afterAll(removeTempDirs);

/** Log lines well past what a pipe holds (a few hundred KB): each request logs its 8 KB address. */
async function floodTheLog(base: string) {
  const pad = 'x'.repeat(8000);
  for (let i = 0; i < 400; i += 1) await fetch(`${base}/wps/system/status?pad=${pad}${i}`);
}

/** SIGTERM, then how long the process took to end and its exit code (`timeout` when it was still there at the bound). */
async function terminate(run: ServerRun): Promise<{ code: number | null | 'timeout'; ms: number }> {
  const started = Date.now();
  run.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), SHUTDOWN_BOUND_MS);
  });
  const code = await Promise.race([run.exited, bound]);
  clearTimeout(timer);
  return { code, ms: Date.now() - started };
}

describe('shutdown whatever the log sink does', () => {
  it.each([
    ['the reader stopped reading and the pipe is full', (run: ServerRun) => run.child.stdout?.pause()],
    ['the reader went away once the pipe was full (its parent is gone)', (run: ServerRun) => run.child.stdout?.pause(), (run: ServerRun) => run.child.stdout?.destroy()],
  ])('exits on SIGTERM within the bound when %s', async (_case, stopReading, afterFlood = (_run: ServerRun) => undefined) => {
    const run = spawnServer(databaseEnv);
    try {
      const base = await run.listening;
      stopReading(run);
      await floodTheLog(base);
      afterFlood(run);
      const { code, ms } = await terminate(run);
      expect({ code, withinBound: ms < SHUTDOWN_BOUND_MS }).toEqual({ code: 0, withinBound: true });
    } finally {
      run.child.kill('SIGKILL');
    }
    // a process start (TypeScript compiled, database booted) plus the bound
  }, 90_000);
});
