import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Db } from '../db/db';
import { checkJob, type Job } from './job';
import { queueDatabase, withinMs } from './queue-database';

export type JobQueueOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** Queues are named per merchant: deployments of several merchants on one database each run their own work. */
  merchant: string;
  /**
   * How often this instance enqueues the runs that are due and looks for work. When left out: 5 s, or the shortest
   * job's period when that is shorter (a test server's fast lottery draws run their jobs every second).
   */
  tickMs?: number | undefined;
  /** How long stop() waits for runs under way before leaving them to be retried; 3 s when left out. */
  stopWaitMs?: number | undefined;
};

export type JobQueue = {
  /** Declares a job; before start() only, and each name once. */
  add(job: Job): void;
  start(): Promise<void>;
  /** Stops looking for work, lets the runs under way finish (within stopWaitMs) and lets go of the database. */
  stop(): Promise<void>;
};

const DEFAULT_TICK_MS = 5_000;
const DEFAULT_STOP_WAIT_MS = 3_000;
/** A run still active after this long is taken for one whose instance died, and is retried. */
const EXPIRE_SECONDS = 10 * 60;

/**
 * Periodic jobs on pg-boss (docs/decisions/0021-job-queue.md), a pg-boss queue per job and merchant, so an instance
 * only ever takes work it knows (one that does not declare a new job yet, during a rolling deploy, leaves it alone).
 * Every instance enqueues each job's run for the current period on every tick; pg-boss keys a run by queue, singleton
 * key and period slot (a unique index), so one run per period is ever stored whichever instances enqueue it. Every
 * instance takes what is due with SKIP LOCKED, so one of them runs it; a failed run is retried by pg-boss after its
 * delay, by whichever instance takes it.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  /** Set when the queue starts, once every job is declared. */
  let tickMs = DEFAULT_TICK_MS;
  const stopWaitMs = options.stopWaitMs ?? DEFAULT_STOP_WAIT_MS;
  const suffix = `_${options.merchant.replace(/\W/g, '_')}`;
  const queueOf = (job: Job) => `${job.name}${suffix}`;
  const jobs = new Map<string, Job>();
  const database = queueDatabase(db);
  const newBoss = () => {
    const longest = Math.max(0, ...[...jobs.values()].map((job) => job.everySeconds));
    const made = new PgBoss({
      db: database,
      schema: 'pgboss',
      // periods come from the runs' singleton slots, which allow any number of seconds; pg-boss's cron counts minutes
      schedule: false,
      // maintenance (one instance at a time): expires the runs of a dead instance so they are retried, archives the rest
      supervise: true,
      // a finished run keeps its period's slot taken while it is in the job table: it must stay there past its period
      archiveCompletedAfterSeconds: Math.max(2 * 60 * 60, 2 * longest),
      deleteAfterDays: 7,
    });
    made.on('error', complain);
    return made;
  };
  let state: 'new' | 'started' | 'stopped' = 'new';
  let timer: NodeJS.Timeout | undefined;
  const complain = (error: unknown) => {
    if (state === 'started') log.warn({ err: error }, 'job queue: the database did not answer');
  };
  /** Made when the queue starts, once every job (and so the longest period) is known. */
  let boss: PgBoss | undefined;
  const started = (): PgBoss => {
    if (!boss) throw new Error('the job queue has not started');
    return boss;
  };
  let ticking: Promise<void> = Promise.resolve();
  /** The run under way of each job on this instance; a job's next run waits for it here. */
  const running = new Map<string, Promise<void>>();

  async function runOne(job: Job): Promise<void> {
    const queue = queueOf(job);
    const boss = started();
    const [taken] = await boss.fetch(queue);
    if (!taken) return;
    try {
      await job.run();
    } catch (error) {
      log.warn({ err: error, job: job.name }, 'job failed; pg-boss retries it while it has retries left');
      await boss.fail(queue, taken.id, error instanceof Error ? error : { value: String(error) });
      return;
    }
    await boss.complete(queue, taken.id);
  }

  async function tick(): Promise<void> {
    const all = [...jobs.values()];
    const runs = all.map((job) => ({
      name: queueOf(job),
      singletonKey: job.name,
      singletonSeconds: job.everySeconds,
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelaySeconds ?? 30,
      expireInSeconds: EXPIRE_SECONDS,
    }));
    if (runs.length === 0) return;
    await started().insert(runs);
    if (state !== 'started') return;
    for (const job of all) {
      if (running.has(job.name)) continue;
      const run = runOne(job)
        .catch(complain)
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }
  }

  function loop() {
    ticking = tick()
      .catch(complain)
      .finally(() => {
        if (state !== 'started') return;
        timer = setTimeout(loop, tickMs);
        timer.unref();
      });
  }

  return {
    add(job) {
      if (state !== 'new') throw new Error(`job ${job.name} added after the job queue started`);
      if (jobs.has(job.name)) throw new Error(`job ${job.name} declared twice`);
      checkJob(job);
      jobs.set(job.name, job);
    },

    async start() {
      if (state !== 'new') return;
      // instances starting together on a fresh database race to create pg-boss's schema and the queues' partitions:
      // the losers fail (a deadlock, a name already taken) and simply try again once the winner is done
      try {
        // (a pg-boss whose start failed never starts again: each attempt makes a new one)
        await untilNoRace(async () => {
          boss = newBoss();
          await boss.start();
        });
        for (const job of jobs.values())
          await untilNoRace(() => started().createQueue(queueOf(job), { name: queueOf(job) }));
      } catch (error) {
        await boss?.stop({ graceful: false, close: false }).catch(() => undefined);
        throw error;
      }
      const shortestMs = Math.min(...[...jobs.values()].map((job) => job.everySeconds * 1000));
      tickMs = options.tickMs ?? Math.min(DEFAULT_TICK_MS, shortestMs);
      state = 'started';
      loop();
    },

    async stop() {
      const wasStarted = state === 'started';
      state = 'stopped';
      if (!wasStarted) return;
      clearTimeout(timer);
      const settled = async () => {
        await ticking;
        await Promise.allSettled([...running.values()]);
      };
      if (!(await withinMs(settled(), stopWaitMs)))
        log.warn(
          { jobs: [...running.keys()] },
          'jobs still running at shutdown: retried by an instance once they expire',
        );
      await started().stop({ graceful: false, close: false, wait: true });
      await database.close(stopWaitMs);
    },
  };
}

/** SQLSTATEs of losing a race with another instance's DDL: deadlock, unique violation, duplicate object or table. */
const RACE_CODES = new Set(['40P01', '23505', '42710', '42P07']);
const ATTEMPTS = 5;

async function untilNoRace(work: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await work();
      return;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RACE_CODES.has(code)) throw error;
      await sleep(50 * attempt + Math.random() * 50);
    }
  }
}
