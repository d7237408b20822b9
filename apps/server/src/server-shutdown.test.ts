import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines, spawnServer, type ServerRun } from './testing/spawn-server';
import { makeTempDir, removeTempDirs } from './testing/temp-dir';
import { useTestDatabase } from './testing/test-database';

const database = useTestDatabase();
/** The drain's 10 s, the log's 2 s and room for a busy machine. */
const SHUTDOWN_BOUND_MS = 15_000;
let databaseEnv: Record<string, string>;

beforeAll(() => {
  const { databaseUrl } = database.connection();
  databaseEnv = {
    DATA_DIR: databaseUrl ? makeTempDir('data') : ':memory:',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
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
    [
      'the reader went away once the pipe was full (its parent is gone)',
      (run: ServerRun) => run.child.stdout?.pause(),
      (run: ServerRun) => run.child.stdout?.destroy(),
    ],
  ])(
    'exits on SIGTERM within the bound when %s',
    async (_case, stopReading, afterFlood = (_run: ServerRun) => undefined) => {
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
    },
    90_000,
  );
});

describe('the drain deadline', () => {
  it('exits 1 once requests are still in flight after 10 s, and says so in the log', async () => {
    const run = spawnServer(databaseEnv);
    let stalled: Socket | undefined;
    try {
      const { port } = new URL(await run.listening);
      // a request whose body never arrives stays in flight
      const socket = connect({ host: '127.0.0.1', port: Number(port) });
      stalled = socket;
      socket.on('error', () => undefined);
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(
        'POST /wps/verification/sms/register HTTP/1.1\r\nHost: palaro.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { code, ms } = await terminate(run);
      expect({ code, afterTheDrain: ms >= 10_000, withinBound: ms < SHUTDOWN_BOUND_MS }).toEqual({
        code: 1,
        afterTheDrain: true,
        withinBound: true,
      });
      expect(logLines(run).map((line) => line.msg)).toContain(
        'requests still in flight at the drain deadline: stopping without them',
      );
    } finally {
      stalled?.destroy();
      run.child.kill('SIGKILL');
    }
  }, 90_000);
});
