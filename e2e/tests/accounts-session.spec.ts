import { API } from '@palaro/contract';
import { test, expect } from '../support/account-fixtures';
import { registerByApi, sessionAlive } from '../support/accounts';
import { AGENT, apiCall, loginByApi } from '../support/api';
import { storeLogin } from '../support/session';
import { expectErrorToast } from '../support/toasts';

// SPEC 3 (session info), 4 "Auth" (log-out) and "Home load" (renewal), 6 (who may open what).

test('log out: confirm, end the session on the server, clear what is kept, autoLogin 0, home', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/home');
  const banner = page.getByRole('banner');
  await expect(banner.getByText(account.username)).toBeVisible();

  // cancelling keeps everything
  await banner.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Log out?' })).toHaveCount(0);
  expect(await sessionAlive(account.login.token, clientIp)).toBe(true);

  await page.evaluate(() => window.sessionStorage.setItem('palaro-e2e-marker', '1'));
  await banner.getByRole('button', { name: 'Log out' }).click();
  const logout = page.waitForResponse(
    (response) => response.url().endsWith(API.logout) && response.request().method() === 'DELETE',
  );
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  expect((await logout).status()).toBe(200);

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  const kept = await page.evaluate(() => ({
    session: window.localStorage.getItem('MC_SESSION_INFO'),
    autoLogin: window.localStorage.getItem('autoLogin'),
    marker: window.sessionStorage.getItem('palaro-e2e-marker'),
  }));
  expect(kept).toEqual({ session: null, autoLogin: '0', marker: null });
  expect(await sessionAlive(account.login.token, clientIp)).toBe(false);
});

test('home renews a held session once it loads', async ({ player: page, clientIp }) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  const renewal = page.waitForRequest((request) => request.url().endsWith(API.renew) && request.method() === 'POST');
  await page.goto('/m/home');
  const request = await renewal;
  expect(request.headers()['authorization']).toBe(account.login.token);
  expect((await request.response())?.status()).toBe(200);
});

test('a session ended elsewhere is noticed: the player hears so and is asked to log in', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  await apiCall('DELETE', API.logout, { token: account.login.token, ip: clientIp });
  await page.goto('/m/member/home', { waitUntil: 'commit' });
  await expectErrorToast(page, 'The account has been logged out, please log in again');
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

test('a member (type 0) opens every guarded screen; an agent (type 1) the contract screens and deposit', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  for (const [path, title] of [
    ['/m/member/home', 'Member center'],
    ['/m/changePsw', 'Change password'],
    ['/m/webEmail', 'Inbox'],
    ['/m/voucherCenter', 'Deposit'],
    ['/m/withdraw', 'Withdraw'],
    ['/m/rewardCenter', 'Reward centre'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }

  const agent = await loginByApi(AGENT.username, AGENT.password, 'main', clientIp);
  expect(agent.type).toBe(1);
  await storeLogin(page, agent);
  for (const [path, title] of [
    ['/m/member/agent/getSalaryContract', 'Daily salary contract'],
    ['/m/voucherCenter', 'Deposit'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  }
});
