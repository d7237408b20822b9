import type { FrameLocator } from '@playwright/test';

// What the lottery specs read from the lotto app's page inside /m/startLottery's frame.

/** An amount on screen ("₱1,000.00") in minor units. */
export const minorOf = (text: string | null) => BigInt((text ?? '').replace(/[^0-9]/g, ''));

/** The balance the lotto app shows, in minor units. */
export const balanceOf = async (lotto: FrameLocator) => minorOf(await lotto.getByTestId('balance').textContent());

/** Seconds to the close of sales on the bet tab's timer; 0 while nothing is on sale. */
export async function secondsToClose(lotto: FrameLocator): Promise<number> {
  const text = await lotto
    .getByRole('timer')
    .textContent({ timeout: 1000 })
    .catch(() => '');
  const [minutes = '0', seconds = '0'] = (text ?? '').split(':');
  return Number(minutes) * 60 + Number(seconds);
}
