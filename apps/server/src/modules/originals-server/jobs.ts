import type { Job } from '../../jobs/job';
import type { RoundService } from './service-rounds';

/** Takes up rounds left half-way (a timeout, a crash): finished with the same ids, or rolled back once abandoned. */
export function originalsServerJobs({ rounds, everySeconds }: { rounds: RoundService; everySeconds: number }): Job[] {
  // the next period's sweep is the retry
  return [{ name: 'originals-round-sweep', everySeconds, retryLimit: 0, run: () => rounds.sweep() }];
}
