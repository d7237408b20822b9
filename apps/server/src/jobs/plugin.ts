import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Job } from './job';
import { createJobQueue } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules declare their background work (from their jobs.ts), while the app is being built. */
    jobs: { add(job: Job): void };
  }
}

export type JobQueueOptions = {
  /** Run the jobs on this instance: on for the server; test apps leave it off unless they test jobs. */
  run: boolean;
  /** How often the instance looks for work; see createJobQueue. */
  tickMs?: number | undefined;
};

/**
 * The job queue, in the app's database. Declarations are checked either way; when `run` is set the queue starts once
 * the app is ready (every module registered, migrations applied) and stops when the app closes.
 */
export const jobQueue = fp(
  async (app: FastifyInstance, options: JobQueueOptions) => {
    const queue = createJobQueue({
      db: app.db,
      log: app.log,
      merchant: app.config.merchant.merchantCode,
      tickMs: options.tickMs,
    });
    const atStart: Job[] = [];
    app.decorate('jobs', {
      add: (job: Job) => {
        queue.add(job);
        if (job.alsoAtStart) atStart.push(job);
      },
    });
    if (!options.run) return;
    app.addHook('onReady', async () => {
      await queue.start();
      // not awaited: the start does not wait for the sweep; a failure is the next period's work
      for (const job of atStart)
        void job
          .run()
          .catch((error: unknown) => app.log.warn({ err: error, job: job.name }, 'job: run at start failed'));
    });
    // onClose hooks run in reverse order of registration: the queue stops before the database closes
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'job-queue', dependencies: ['database'] },
);
