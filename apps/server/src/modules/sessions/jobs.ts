import type { Queryable } from '../../db/db';
import type { Job } from '../../jobs/job';
import type { Clock } from '../../security/clock';
import { createSessionsRepository } from './repository';

/** Ended and expired sessions are kept this long (support questions), then deleted. */
const DEAD_SESSIONS_KEPT_MS = 30 * 24 * 60 * 60_000;

export function sessionsJobs({ db, clock }: { db: Queryable; clock: Clock }): Job[] {
  return [
    {
      name: 'sessions-purge',
      everySeconds: 60 * 60,
      run: () => createSessionsRepository(db).purge(new Date(clock() - DEAD_SESSIONS_KEPT_MS)),
    },
  ];
}
