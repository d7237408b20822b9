import type { Page } from '@playwright/test';
import { test, expect } from '../support/account-fixtures';
import { sessionAlive } from '../support/accounts';
import { expectErrorToast } from '../support/toasts';

// SPEC 3 (trial session info), 4 "Auth" and "Member centre", 6 (trial / free account) and 8 (free_reject).

const FREE_REJECT = 'Please log in with a real account to use this function.';
const ACTUAL_ACCOUNT = 'Please login an actual account to use this function';

async function startTrial(page: Page): Promise<{ userName: string; token: string; type: number }> {
  await page.goto('/m/trail');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  return page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem('MC_SESSION_INFO') ?? '{}') as {
        userName: string;
        token: string;
        type: number;
      },
  );
}

test('free play opens a trial account (type 4), logged in, its user name kept in session storage', async ({
  player: page,
  clientIp,
}) => {
  const session = await startTrial(page);
  expect(session.type).toBe(4);
  expect(await page.evaluate(() => window.sessionStorage.getItem('MC_TRIAL_USER'))).toBe(session.userName);
  await expect(page.getByRole('banner').getByText(session.userName)).toBeVisible();
  expect(await sessionAlive(session.token, clientIp)).toBe(true);

  // SPEC 4: with a trial session held, the trial screen goes straight home
  await page.goto('/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the member centre answers a trial account with free_reject and a way to register', async ({ player: page }) => {
  const session = await startTrial(page);
  await page
    .getByRole('navigation', { name: 'Bottom menu' })
    .getByRole('link', { name: 'Member', exact: true })
    .click();
  const prompt = page.getByRole('dialog', { name: 'Trial account' });
  await expect(prompt).toContainText(FREE_REJECT);
  // what registering would give, not only a title
  await expect(prompt.getByRole('list', { name: 'A real account unlocks:' }).getByRole('listitem')).toHaveText([
    'Deposits and withdrawals with real money',
    'Your wallet, transaction report and game history',
    'Inbox messages and live chat',
    'VIP levels, rewards and promotions',
    'A security centre for your passwords',
  ]);
  // and not a blank page behind it: the member centre it would be, greyed and out of reach
  const behind = page.getByTestId('trial-member-centre');
  await expect(behind).toBeVisible();
  await expect(behind).toContainText(session.userName);
  await expect(behind).toContainText('Transactions');
  await expect(behind).toContainText('Security');
  expect(await behind.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeLessThan(1);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page
    .getByRole('navigation', { name: 'Bottom menu' })
    .getByRole('link', { name: 'Member', exact: true })
    .click();
  await page.getByRole('dialog', { name: 'Trial account' }).getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
});

test('inbox and deposit refuse a trial account with free_reject; money out and password with the SPEC 6 message', async ({
  player: page,
}) => {
  await startTrial(page);

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expectErrorToast(page, FREE_REJECT);
  await expect(page).toHaveURL(/\/m\/home$/);

  // the refusal toast lasts 2 s (SPEC 9): every page's toasts are recorded as they show (support/toasts.ts), so a slow check cannot miss one
  for (const path of ['/m/webEmail', '/m/voucherCenter']) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/m\/home$/);
    await expectErrorToast(page, FREE_REJECT);
  }
  for (const path of ['/m/withdraw', '/m/rewardCenter', '/m/changePsw', '/m/member/agent/getSalaryContract']) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/m\/home$/);
    await expectErrorToast(page, ACTUAL_ACCOUNT);
  }
});
