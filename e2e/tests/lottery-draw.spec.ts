import type { FrameLocator } from '@playwright/test';
import { test, expect } from '../support/account-fixtures';
import { freePlayByApi, playButton } from '../support/games';
import { baseUrl, LOTTERY_FAST_DRAW_SECONDS } from '../support/servers';
import { balanceOf, minorOf, secondsToClose } from '../support/lotto';
import { storeLogin } from '../support/session';

// A lottery order from home to its paid win (SPEC 2.1, 7.4), on the server whose interval games draw every
// LOTTERY_FAST_DRAW_SECONDS (docs/server/lottery-draws.md "Fast draws for test servers"): one order of two tickets
// that cannot both lose, its draw drawn and settled, the win in the balance, and the draw's proof checked in the
// verifier. The cancel of a ticket before the close is lotto-slip.spec.ts's, a guest's way to log in
// lottery-launch.spec.ts's and guards.spec.ts's.

test.use({ baseURL: baseUrl('lottery') });

/** Waits, however the draws fall, until a draw is on sale for at least `seconds` more. */
async function onSaleFor(lotto: FrameLocator, seconds: number): Promise<void> {
  await expect
    .poll(() => secondsToClose(lotto), { timeout: 3 * LOTTERY_FAST_DRAW_SECONDS * 1000, intervals: [250] })
    .toBeGreaterThanOrEqual(seconds);
}

/**
 * Places the slip on the draw on sale and answers its draw number. A draw's sales last only a few seconds here: when
 * a slow machine confirms after the close, the app refuses in words and keeps the slip, and the next draw takes it.
 */
async function placeSlip(lotto: FrameLocator): Promise<string> {
  const placed = lotto.getByText(/^Bet placed on draw \d{8}-\d{4}/);
  const closed = lotto.getByRole('alert').filter({ hasText: 'Sales for this draw are closed' });
  for (let attempt = 1; ; attempt++) {
    await onSaleFor(lotto, 3);
    await lotto.getByRole('button', { name: 'Place bet' }).click();
    await lotto.getByRole('dialog', { name: 'Confirm your bet' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(placed.or(closed)).toBeVisible();
    if (await placed.isVisible()) return /\d{8}-\d{4}/.exec((await placed.textContent()) ?? '')![0];
    expect(attempt, 'the slip missed the close of sales each time').toBeLessThan(3);
  }
}

test('big and small on one fast colour draw: the draw settles the order, its win reaches the balance, its proof verifies', async ({
  player: page,
  clientIp,
}) => {
  await storeLogin(page, await freePlayByApi(clientIp, 'lottery'));
  await page.goto('/m/home');
  await page.getByRole('link', { name: 'Lottery', exact: true }).click();
  await playButton(page, 'Colour Game 1 min').click();
  await expect(page).toHaveURL(/\/m\/startLottery\?mui=en&playType=ent&gameId=colour-1m&prize_mode=ModeElott$/);
  const lotto = page.frameLocator('iframe[title="Colour Game 1 min"]');
  await expect(lotto.getByTestId('balance')).toBeVisible();
  const before = await balanceOf(lotto);

  // the colour game draws one number, small 0-4 and big 5-9 (engine/families/colour.ts): one of the two always wins
  await onSaleFor(lotto, 5);
  await lotto.getByRole('group', { name: 'Bet type' }).getByRole('button', { name: 'Big / small' }).click();
  const odds = Number(/^Odds ([\d.]+)$/.exec((await lotto.getByText(/^Odds /).textContent()) ?? '')![1]);
  const choice = lotto.getByRole('group', { name: 'Choice' });
  await lotto.getByLabel('Stake per ticket').fill('10');
  await choice.getByRole('button', { name: 'Big', exact: true }).click();
  await lotto.getByRole('button', { name: 'Add to slip' }).click();
  await choice.getByRole('button', { name: 'Small', exact: true }).click();
  await lotto.getByRole('button', { name: 'Add to slip' }).click();
  await expect(lotto.getByTestId('slip-total')).toHaveText('₱20.00');
  const total = 2000n;

  const drawNumber = await placeSlip(lotto);
  await expect.poll(() => balanceOf(lotto)).toBe(before - total);

  await lotto.getByRole('tab', { name: 'My orders' }).click();
  await lotto.getByRole('button', { name: new RegExp(`^Draw ${drawNumber}`) }).click();
  const summary = lotto.getByTestId('order-summary');
  await expect(summary).toHaveText('Total ₱20.00 · Open');
  await expect(lotto.getByTestId('suborder')).toHaveCount(2);

  // the draw comes within one period, is settled a second or two later, and the open order follows it on its own
  const drawn = { timeout: 3 * LOTTERY_FAST_DRAW_SECONDS * 1000 };
  const resultLine = lotto.getByText(/^Result: \d$/);
  await expect(resultLine).toBeVisible(drawn);
  const result = Number(/\d$/.exec((await resultLine.textContent()) ?? '')![0]);
  await expect(summary).toHaveText(/^Total ₱20\.00 · Settled · won ₱[\d,.]+$/, drawn);
  const winText = (await summary.textContent())!.split(' · won ')[1]!;
  const win = minorOf(winText);
  // the winning ticket returns its stake times the odds the picker showed
  expect(win).toBe(BigInt(Math.round(1000 * odds)));
  const [winner, loser] = result >= 5 ? ['Big', 'Small'] : ['Small', 'Big'];
  const ticket = (option: string) =>
    lotto.getByTestId('suborder').filter({ has: lotto.getByText(option, { exact: true }) });
  await expect(ticket(winner).getByTestId('suborder-status')).toHaveText('Won');
  await expect(ticket(winner)).toContainText(`won ${winText}`);
  await expect(ticket(loser).getByTestId('suborder-status')).toHaveText('Lost');
  // the win is paid by the payout run after the settlement; the app reads the balance again once the result is out
  await expect.poll(() => balanceOf(lotto), drawn).toBe(before - total + win);

  await lotto.getByRole('tab', { name: 'Results' }).click();
  await lotto.getByRole('button', { name: `Verify draw ${drawNumber}` }).click();
  await expect(lotto.getByRole('heading', { level: 1, name: 'Verify a draw' })).toBeVisible();
  await expect(lotto.getByRole('heading', { level: 2, name: 'The secret matches the commitment' })).toBeVisible();
  await expect(lotto.getByLabel('Draw ID')).toHaveValue(`colour-1m-${drawNumber}`);
  await expect(lotto.getByRole('list', { name: 'Result' }).getByRole('listitem')).toHaveText([String(result)]);
});
