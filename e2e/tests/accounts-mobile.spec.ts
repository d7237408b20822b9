import { test, expect } from '../support/account-fixtures';
import { freshMobile, freshPassword, registerMobileByApi, sessionAlive, storedToken } from '../support/accounts';
import { loginByApi, TEST_CAPTCHA_CODE, TEST_SMS_CODE } from '../support/api';
import { baseUrl } from '../support/servers';
import { expectErrorToast, expectToast } from '../support/toasts';

// The accounts server: USERNAMEREG3 off, mobile registration with a password and without an SMS check, SMS log-in on,
// Google configured and on, Facebook configured but switched off (see playwright.config.ts).
test.use({ baseURL: baseUrl('accounts') });

test('with username registration off, the mobile form comes first and alone; without REGMOBVERF3 no code is asked', async ({
  player: page,
  clientIp,
}) => {
  await page.goto('/m/register');
  const form = page.getByRole('form', { name: 'Register with mobile number' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'SMS code' })).toHaveCount(0);

  const password = freshPassword();
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(freshMobile());
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(TEST_CAPTCHA_CODE);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Registered successfully');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await sessionAlive(await storedToken(page), clientIp, 'accounts')).toBe(true);
});

test('logs in with mobile number and SMS code (MOBILEVERCODELOGIN3)', async ({ player: page, clientIp }) => {
  const account = await registerMobileByApi(clientIp, 'accounts');
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'SMS login' }).click();
  const form = page.getByRole('form', { name: 'Log in with mobile number' });
  const send = form.getByRole('button', { name: /Send code/ });
  await expect(send).toHaveText('Send code (60 s)');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(account.mobileNum);
  await send.click();
  await expectToast(page, 'Verification code sent');
  await expect(send).toBeDisabled();
  await form.getByRole('textbox', { name: 'SMS code' }).fill(TEST_SMS_CODE);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByText(account.username)).toBeVisible();
  expect(await sessionAlive(await storedToken(page), clientIp, 'accounts')).toBe(true);
});

test('a wrong SMS code is refused, and a second code waits for the countdown', async ({ player: page, clientIp }) => {
  const account = await registerMobileByApi(clientIp, 'accounts');
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'SMS login' }).click();
  const form = page.getByRole('form', { name: 'Log in with mobile number' });
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(account.mobileNum);
  await form.getByRole('button', { name: /Send code/ }).click();
  await expectToast(page, 'Verification code sent');
  await expect(form.getByRole('button', { name: /Send code/ })).toHaveText(/^Send code \(\d+ s\)$/);
  await expect(form.getByRole('button', { name: /Send code/ })).toBeDisabled();
  await form.getByRole('textbox', { name: 'SMS code' }).fill('000000');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectErrorToast(page, 'Verification code error');
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('resets a forgotten password by mobile number and SMS code; the new one logs in, the old one no longer', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerMobileByApi(clientIp, 'accounts');
  const oldSession = account.login.token;
  const newPassword = freshPassword();
  await page.goto('/m/forget');
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(account.mobileNum);
  await page.getByRole('button', { name: /Send code/ }).click();
  await expectToast(page, 'Verification code sent');
  await page.getByRole('textbox', { name: 'SMS code' }).fill(TEST_SMS_CODE);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Confirmation password not matched')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expectToast(page, 'Password changed, please log in');
  await expect(page).toHaveURL(/\/m\/login$/);
  // every session of the account ends with a reset by phone
  expect(await sessionAlive(oldSession, clientIp, 'accounts')).toBe(false);
  await expect(loginByApi(account.username, account.password, 'accounts', clientIp)).rejects.toThrow(/login\.failed/);

  await page.getByRole('textbox', { name: 'User name' }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('social buttons show only for a provider that is configured and switched on', async ({ player: page }) => {
  await page.goto('/m/login');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(google).toHaveAttribute('href', /\/wps\/session\/oidc\/google\/start$/);
  await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toHaveCount(0);
  // username mode only (SPEC 2.3)
  await page.getByRole('tab', { name: 'SMS login' }).click();
  await expect(google).toHaveCount(0);

  await page.goto('/m/register');
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
});
