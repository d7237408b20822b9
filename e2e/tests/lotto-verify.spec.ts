import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';

// The lottery pages (apps/lotto) as the server serves them under /m/lotto-h5: the verifier recomputes a house draw of
// docs/server/lottery-fairness.md in the browser, and the web app's service worker never answers those paths itself.

const SECRET = '0123456789abcdef'.repeat(4);
const COMMITMENT = '4884fdaafea47c29fea7159d0daddd9c085d6200e1359e85bb81736af6b7c837';
const DICE_DRAW = 'dice-3m-20250101-0042';

const verifierOf = (values: Record<string, string>) => `/m/lotto-h5/verify?${new URLSearchParams(values)}`;

test('the verifier checks the doc dice draw from its address: matches, 6 3 3, and axe finds nothing', async ({
  page,
}) => {
  await page.goto(verifierOf({ draw: DICE_DRAW, secret: SECRET, commitment: COMMITMENT }));
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a draw' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The secret matches the commitment' })).toBeVisible();
  const numbers = page.getByRole('list', { name: 'Result' }).getByRole('listitem');
  await expect(numbers).toHaveText(['6', '3', '3']);
  await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('dice');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('in the light theme it says mismatch for another secret, and axe finds nothing there either', async ({ page }) => {
  await page.goto(verifierOf({ draw: DICE_DRAW, secret: 'ab'.repeat(32), commitment: COMMITMENT, css: 'light' }));
  await expect(page.getByRole('heading', { level: 2, name: 'The secret does not match the commitment' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("with the web app's service worker in control, /m/lotto-h5 still reaches the lottery pages (axe-clean)", async ({
  agreedPage: page,
}) => {
  await page.goto('/m/home');
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  // without a launch token the game page asks for no session and sends the player back to the lobby
  await page.goto('/m/lotto-h5/default/ent/games/dice-3m?merchant=PALARO&css=dark&prize_mode=LOTT');
  await expect(page.getByRole('heading', { level: 1, name: 'Fast 3 Dice · 3 min' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This game session has ended. Open the game again from the lobby.');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.goto('/m/lotto-h5');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
