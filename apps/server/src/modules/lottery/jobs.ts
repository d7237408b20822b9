import type { Job } from '../../jobs/job';
import type { DrawLifecycle } from './service-draws';
import type { Payouts } from './service-payouts';

/**
 * The draws' jobs (docs/server/lottery-draws.md): each looks at the draws' state, so a repeated run does nothing twice.
 * `tickSeconds` is how often the advancing and settling runs come: 1 s on a test server with fast draws.
 */
export function lotteryJobs(draws: DrawLifecycle, payouts: Payouts, tickSeconds: number): Job[] {
  return [
    // a minute is far inside the two hours (and seven days) created ahead; a failed run is the next minute's work
    { name: 'lottery-draw-schedule', everySeconds: 60, retryLimit: 0, run: () => draws.schedule() },
    // a one-minute game closes sales ten seconds before its draw: the run comes at least that often
    { name: 'lottery-draw-advance', everySeconds: tickSeconds, retryLimit: 0, run: () => draws.advance() },
    // the settlement queue: drawn draws, settled by the module's settler
    { name: 'lottery-draw-settle', everySeconds: tickSeconds, retryLimit: 0, run: () => draws.settleDrawn() },
    // the money the tickets' states say is owed: wins, refunds, ends of rounds (docs/server/lottery-orders.md)
    { name: 'lottery-payout', everySeconds: tickSeconds, retryLimit: 0, run: () => payouts.payOut() },
  ];
}
