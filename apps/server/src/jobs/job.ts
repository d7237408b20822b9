// The shape in which a module declares its background work (in its own jobs.ts); docs/decisions/0021-job-queue.md.

/** A piece of periodic work, run by one instance per period whichever instances are up. */
export type Job = {
  /** The queue's name: `<module>-<work>`, lower case and hyphens (it names the queue in the database). */
  name: string;
  /**
   * The period in seconds. Periods are counted from the Unix epoch on the database's clock, so every instance
   * agrees on them; the first run comes soon after the start when this period's run has not happened yet.
   */
  everySeconds: number;
  /** Runs again after a failure this many times (3 when left out), each `retryDelaySeconds` later (30 when left out). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * Also run once as each instance starts, beside the queue's runs: for a sweep of what a crash left half done, which
   * the restarted instance should not leave waiting for the next period (that period's run may be the dead one's).
   */
  alsoAtStart?: boolean;
  /** The work. It must be safe to run again: a run cut short by a crash is retried once it expires. */
  run: () => Promise<unknown>;
};

const JOB_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;

/** Throws for a job the queue cannot hold; checked when it is added, so a bad declaration fails the start. */
export function checkJob(job: Job): void {
  if (!JOB_NAME.test(job.name))
    throw new Error(`job name ${job.name} must be <module>-<work>, lower case with hyphens`);
  if (!Number.isInteger(job.everySeconds) || job.everySeconds < 1)
    throw new Error(`job ${job.name}: everySeconds must be a whole number of seconds, at least 1`);
}
