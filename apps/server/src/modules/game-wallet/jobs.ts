import type { Job } from '../../jobs/job';
import type { LaunchService } from './service-launch';
import type { WalletService } from './service-wallet';

/** Launch tokens past their keeping time, and closed rounds whose settlement failed after their call. */
export function gameWalletJobs({ launches, wallet }: { launches: LaunchService; wallet: WalletService }): Job[] {
  return [
    { name: 'game-wallet-launch-token-clean-up', everySeconds: 60 * 60, run: () => launches.cleanUp() },
    // the next period's sweep is the retry; a restarted instance sweeps at once what the crash left unsettled
    {
      name: 'game-wallet-settlement-sweep',
      everySeconds: 30,
      retryLimit: 0,
      alsoAtStart: true,
      run: () => wallet.settlePending(),
    },
  ];
}
