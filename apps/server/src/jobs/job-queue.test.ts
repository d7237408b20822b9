import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openDb } from '../db/open-db';
import { useTestDatabase } from '../testing/test-database';
import type { Job } from './job';
import { createJobQueue, type JobQueue } from './job-queue';

const database = useTestDatabase();
let db: Db;
const log = pino({ level: 'silent' });
const started: JobQueue[] = [];

beforeAll(async () => {
  const { db: shared, databaseUrl } = database.connection();
  db = shared ?? (await openDb({ databaseUrl, dataDir: ':memory:', onIdleError: () => undefined }));
});
afterAll(async () => {
  await Promise.all(started.map((queue) => queue.stop()));
  if (!database.connection().db) await db.close();
});

/** A started queue of `jobs`, looking for work every 50 ms unless `ownTick` leaves the tick to the queue. */
async function startQueue(jobs: Job[], { ownTick = false } = {}): Promise<JobQueue> {
  const queue = createJobQueue({ db, log, merchant: 'PALARO', tickMs: ownTick ? undefined : 50 });
  for (const job of jobs) queue.add(job);
  started.push(queue);
  await queue.start();
  return queue;
}

async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
}

/** The stored runs of a job: one row per period, with its state and retries. */
async function runsOf(name: string) {
  const { rows } = await db.query<{ state: string; retry_count: number; singleton_on: Date }>(
    "SELECT state, retry_count, singleton_on FROM pgboss.job WHERE name = $1 || '_PALARO' ORDER BY singleton_on",
    [name],
  );
  return rows;
}

describe('the job queue', () => {
  it('runs a scheduled job once per period', async () => {
    let runs = 0;
    const queue = await startQueue([{ name: 'test-every-second', everySeconds: 1, run: async () => (runs += 1) }]);
    const completed = async () => (await runsOf('test-every-second')).filter((row) => row.state === 'completed').length;
    await until(async () => (await completed()) >= 3);
    await queue.stop();
    const stored = await runsOf('test-every-second');
    // one stored run per period, each run once
    expect(new Set(stored.map((row) => row.singleton_on.getTime())).size).toBe(stored.length);
    expect(runs).toBe(await completed());
  });

  it('without a tick of its own, looks for work as often as its shortest job asks (below the 5 s default)', async () => {
    let runs = 0;
    const queue = await startQueue([{ name: 'test-own-tick', everySeconds: 1, run: async () => (runs += 1) }], {
      ownTick: true,
    });
    // a 5 s tick would have run it once or twice by then
    await until(() => runs >= 3, 4_500);
    await queue.stop();
  });

  it('retries a failing job after its delay until it succeeds', async () => {
    let tries = 0;
    await startQueue([
      {
        name: 'test-fails-twice',
        everySeconds: 3600,
        retryDelaySeconds: 0,
        run: async () => {
          tries += 1;
          if (tries < 3) throw new Error(`try ${tries} failed`);
        },
      },
    ]);
    await until(async () => (await runsOf('test-fails-twice'))[0]?.state === 'completed');
    expect(tries).toBe(3);
    expect((await runsOf('test-fails-twice')).map((row) => ({ state: row.state, retries: row.retry_count }))).toEqual([
      { state: 'completed', retries: 2 },
    ]);
  });

  it('gives up after the retry limit', async () => {
    let tries = 0;
    await startQueue([
      {
        name: 'test-always-fails',
        everySeconds: 3600,
        retryLimit: 1,
        retryDelaySeconds: 0,
        run: async () => {
          tries += 1;
          throw new Error('broken');
        },
      },
    ]);
    await until(async () => (await runsOf('test-always-fails'))[0]?.state === 'failed');
    await sleep(300);
    expect(tries).toBe(2);
  });

  it('stops: a run under way finishes, no run starts afterwards', async () => {
    let runs = 0;
    let finished = 0;
    const queue = await startQueue([
      {
        name: 'test-slow',
        everySeconds: 1,
        run: async () => {
          runs += 1;
          await sleep(300);
          finished += 1;
        },
      },
    ]);
    await until(() => runs === 1);
    await queue.stop();
    expect(finished).toBe(1);
    // longer than a period: a run would have started by now
    await sleep(1_200);
    expect(runs).toBe(1);
    expect((await runsOf('test-slow')).map((row) => row.state)).toEqual(['completed']);
  });

  it('refuses a job with a bad name, a bad period, a name declared twice, or one added after the start', async () => {
    const queue = createJobQueue({ db, log, merchant: 'PALARO' });
    const job: Job = { name: 'test-once', everySeconds: 60, run: async () => undefined };
    expect(() => queue.add({ ...job, name: 'Test once' })).toThrow(
      'job name Test once must be <module>-<work>, lower case with hyphens',
    );
    expect(() => queue.add({ ...job, everySeconds: 0.5 })).toThrow(
      'job test-once: everySeconds must be a whole number of seconds, at least 1',
    );
    queue.add(job);
    expect(() => queue.add(job)).toThrow('job test-once declared twice');
    started.push(queue);
    await queue.start();
    expect(() => queue.add({ ...job, name: 'test-late' })).toThrow('job test-late added after the job queue started');
  });
});
