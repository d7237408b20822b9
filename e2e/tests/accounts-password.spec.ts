import { test, expect } from '../support/account-fixtures';
import { freshPassword, registerByApi, sessionAlive } from '../support/accounts';
import { loginByApi } from '../support/api';
import { storeLogin } from '../support/session';
import { expectErrorToast, expectToast, recordToasts } from '../support/toasts';

// SPEC 2.3 "Change password", 4 and 5: three rules, "Change saved" then home, and the account's other sessions end.

test('the three rules of SPEC 5, each with its message', async ({ player: page, clientIp }) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/changePsw');
  const old = page.getByLabel('Old password', { exact: true });
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  const save = page.getByRole('button', { name: 'Save' });

  await old.fill(account.password);
  await next.fill('Another123');
  await save.click();
  await expect(page.getByText('Enter password', { exact: true })).toBeVisible();
  await expect(confirm).toBeFocused();

  await confirm.fill('Another124');
  await save.click();
  await expect(page.getByText('Confirmation password not matched')).toBeVisible();

  await next.fill(account.password);
  await confirm.fill(account.password);
  await save.click();
  await expect(page.getByText('The new password and the old password cannot be the same')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
});

test('changing the password says "Change saved", goes home a second later and ends the other sessions', async ({
  player: page,
  browser,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  // another device of the same player, logged in before the change
  const other = await loginByApi(account.username, account.password, 'main', clientIp);
  const otherContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    serviceWorkers: 'block',
  });
  await recordToasts(otherContext);
  const otherPage = await otherContext.newPage();
  await otherPage.addInitScript(() => window.sessionStorage.setItem('MC_DISCLAIMER_AGREED', '1'));
  await storeLogin(otherPage, other);

  const newPassword = freshPassword();
  await storeLogin(page, account.login);
  await page.goto('/m/changePsw');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.getByLabel('Old password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Change saved');
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 3_000 });

  // this device stays logged in; the other one is logged out
  expect(await sessionAlive(account.login.token, clientIp)).toBe(true);
  expect(await sessionAlive(other.token, clientIp)).toBe(false);
  await otherPage.goto('/m/member/home', { waitUntil: 'commit' });
  await expectErrorToast(otherPage, 'The account has been logged out, please log in again');
  await expect(otherPage).toHaveURL(/\/m\/login$/);
  await otherContext.close();

  await expect(loginByApi(account.username, account.password, 'main', clientIp)).rejects.toThrow(/login\.failed/);
  expect((await loginByApi(account.username, newPassword, 'main', clientIp)).userName).toBe(account.username);
});

test('a wrong old password changes nothing and only stops the loading', async ({ player: page, clientIp }) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/changePsw');
  const newPassword = freshPassword();
  await page.getByLabel('Old password', { exact: true }).fill(`${account.password}x`);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  const answer = page.waitForResponse((response) => response.url().endsWith('/wps/member/password'));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  expect((await loginByApi(account.username, account.password, 'main', clientIp)).userName).toBe(account.username);
});
