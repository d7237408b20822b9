import type { Queryable } from '../../db/db';
import type { Job } from '../../jobs/job';
import type { Clock } from '../../security/clock';
import { createAttemptsRepository } from './repository';

/** Deletes counters whose window, lock and attempts in flight are all over. */
export function attemptsJobs({ db, merchant, clock }: { db: Queryable; merchant: string; clock: Clock }): Job[] {
  return [
    {
      name: 'attempts-counter-purge',
      everySeconds: 10 * 60,
      run: () => createAttemptsRepository(db, merchant).purge(new Date(clock())),
    },
  ];
}
