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
    // a one-minute game closes sales ten seconds before its draw: the run comes at least that often. A run that drew
    // goes straight on to settle and pay, so players do not wait two more ticks for their wins (each step is safe to
    // run beside its own job: it works from the rows' state and the wallet answers a repeated call once)
    {
      name: 'lottery-draw-advance',
      everySeconds: tickSeconds,
      retryLimit: 0,
      run: async () => {
        const advanced = await draws.advance();
        if (advanced.drawn > 0 && (await draws.settleDrawn()) > 0) await payouts.payOut();
        return advanced;
      },
    },
    // the settlement queue: drawn draws (official results confirmed, or a run above cut short), then their payouts
    {
      name: 'lottery-draw-settle',
      everySeconds: tickSeconds,
      retryLimit: 0,
      run: async () => {
        const settled = await draws.settleDrawn();
        if (settled > 0) await payouts.payOut();
        return settled;
      },
    },
    // the money the tickets' states say is owed: wins, refunds, ends of rounds (docs/server/lottery-orders.md)
    { name: 'lottery-payout', everySeconds: tickSeconds, retryLimit: 0, run: () => payouts.payOut() },
  ];
}
