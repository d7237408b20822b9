import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { attemptsJobs } from './jobs';
import { createAttemptsRepository } from './repository';
import { createAttempts, type Attempts } from './service';

export type { AttemptRule } from './repository';
export type { Attempt, Attempts, Check } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Brute-force counters (log-in, payment password, operator log-in), shared by the modules that count tries. */
    attempts: Attempts;
  }
}

/** The attempt counters of the merchant, and the job that purges the spent ones. */
export const attemptsModule = fp(
  async (app: FastifyInstance) => {
    const merchant = app.config.merchant.merchantCode;
    app.decorate('attempts', createAttempts(createAttemptsRepository(app.db, merchant), app.clock));
    for (const job of attemptsJobs({ db: app.db, merchant, clock: app.clock })) app.jobs.add(job);
  },
  { name: 'attempts', dependencies: ['database', 'job-queue'] },
);
