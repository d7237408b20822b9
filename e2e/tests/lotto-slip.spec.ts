import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/account-fixtures';
import { freePlayByApi } from '../support/games';
import { baseUrl } from '../support/servers';
import { balanceOf, minorOf, secondsToClose } from '../support/lotto';
import { storeLogin } from '../support/session';

// The lotto app's game page inside /m/startLottery's frame (SPEC 2.1, 7.4): a player places an order of two tickets
// on the colour game's draw on sale, sees it in My orders and cancels one before the close of sales.

test.use({ baseURL: baseUrl('games') });

test('a player bets two tickets on the colour game, sees the balance drop by the total, then cancels one', async ({
  player: page,
  clientIp,
}) => {
  test.setTimeout(120_000);
  await storeLogin(page, await freePlayByApi(clientIp, 'games'));
  await page.goto('/m/lottery');
  await page.getByRole('article', { name: 'Colour Game 1 min' }).getByRole('link', { name: 'Play' }).click();
  const lotto = page.frameLocator('iframe[title="Colour Game 1 min"]');
  await expect(lotto.getByTestId('balance')).toBeVisible();
  const before = await balanceOf(lotto);

  // a one-minute draw closes ten seconds before it: start with a good margin so the cancel comes before the close
  await expect.poll(() => secondsToClose(lotto), { timeout: 75_000, intervals: [1000] }).toBeGreaterThanOrEqual(25);

  await lotto.getByRole('button', { name: 'Number', exact: true }).click();
  await lotto
    .getByRole('group', { name: /Numbers/ })
    .getByRole('button', { name: '3', exact: true })
    .click();
  await lotto.getByRole('button', { name: 'Add to slip' }).click();
  await lotto.getByRole('button', { name: 'Colour', exact: true }).click();
  await lotto.getByRole('button', { name: 'Red', exact: true }).click();
  await lotto.getByRole('button', { name: 'Add to slip' }).click();
  const total = minorOf(await lotto.getByTestId('slip-total').textContent());
  const colourLine = lotto.getByRole('listitem').filter({ hasText: 'Colour' }).getByText(/=/);
  const refund = minorOf((await colourLine.textContent())?.split('=')[1] ?? '');
  expect(total).toBeGreaterThan(0n);

  // the confirmation is the browser's modal dialog: focus starts on Go back, Escape closes it and gives focus back to
  // Place bet, and Tab never reaches the page behind it
  const place = lotto.getByRole('button', { name: 'Place bet' });
  const confirmation = lotto.getByRole('dialog', { name: 'Confirm your bet' });
  await place.click();
  await expect(confirmation.getByRole('button', { name: 'Go back' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expect(place).toBeFocused();
  await place.click();
  await expect(confirmation.getByRole('button', { name: 'Go back' })).toBeFocused();
  const focusBehindDialog = () =>
    lotto.locator('body').evaluate(() => {
      const focused = document.activeElement;
      return focused !== null && focused !== document.body && focused.closest('dialog') === null;
    });
  await page.keyboard.press('Tab');
  await expect(confirmation.getByRole('button', { name: 'Confirm' })).toBeFocused();
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press('Tab');
    expect(await focusBehindDialog()).toBe(false);
  }
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(lotto.getByText(/^Bet placed on draw \d{8}-\d{4}/)).toBeVisible();
  await expect.poll(() => balanceOf(lotto)).toBe(before - total);
  const accessibility = await new AxeBuilder({ page }).include('iframe').analyze();
  expect(accessibility.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await lotto.getByRole('tab', { name: 'My orders' }).click();
  await lotto
    .getByRole('button', { name: /^Draw \d{8}-\d{4}/ })
    .first()
    .click();
  await expect(lotto.getByTestId('suborder')).toHaveCount(2);
  const colour = lotto.getByTestId('suborder').filter({ hasText: 'Colour' });
  await colour.getByRole('button', { name: 'Cancel the Colour ticket' }).click();
  await expect(lotto.getByText(/^Ticket cancelled:/)).toBeVisible();
  await expect(colour.getByTestId('suborder-status')).toHaveText('Cancelled');
  await expect.poll(() => balanceOf(lotto)).toBe(before - total + refund);
});
