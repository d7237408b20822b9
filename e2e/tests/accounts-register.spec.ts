import { API } from '@palaro/contract';
import { test, expect } from '../support/account-fixtures';
import { freshMobile, freshPassword, freshUsername, sessionAlive, storedSession } from '../support/accounts';
import { apiCall, MERCHANT, TEST_CAPTCHA_CODE, TEST_SMS_CODE } from '../support/api';
import { expectToast } from '../support/toasts';

// SPEC 2.3 "Registration", 4 "Registration method", "SMS code", "Affiliate code", 5 and 8, in a real browser.

async function isNameFree(username: string, ip: string): Promise<boolean> {
  const reply = await apiCall<{ available: boolean }>('GET', `${API.usernameCheck}?username=${username}`, { ip });
  return reply.value.available;
}

test('registers by user name and is logged in (in_registered_successfully, MC_SESSION_INFO of SPEC 3)', async ({
  player: page,
  clientIp,
}) => {
  const username = freshUsername();
  const password = freshPassword();
  await page.goto('/m/register');
  const form = page.getByRole('form', { name: 'Register with user name' });
  await form.getByRole('textbox', { name: 'User name' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  // profile fields the demo rule set switches on travel with the registration
  await form.getByRole('textbox', { name: 'Nickname' }).fill('Lucky Ana');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@example.com`);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(TEST_CAPTCHA_CODE);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expectToast(page, 'Registered successfully');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByText('Lucky Ana')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();

  const session = (await storedSession(page)) ?? {};
  expect(Object.keys(session).sort()).toEqual(['firstTimeLogin', 'id', 'merchantCode', 'token', 'type', 'userName']);
  expect(session).toMatchObject({ merchantCode: MERCHANT, userName: username, type: 0, firstTimeLogin: true });
  expect(await page.evaluate(() => window.localStorage.getItem('autoLogin'))).toBe('1');
  const info = await apiCall<{ account: string; nickname: string; email: string; type: number }>(
    'GET',
    API.memberInfo,
    { token: String(session.token), ip: clientIp },
  );
  expect(info.value).toMatchObject({
    account: username,
    nickname: 'Lucky Ana',
    email: `${username}@example.com`,
    type: 0,
  });
});

test('registers by mobile number with an SMS code: 60 s shown before the send, then the countdown', async ({
  player: page,
  clientIp,
}) => {
  const password = freshPassword();
  await page.goto('/m/register');
  // both registration flags are on for the demo merchant: the toggle shows and username comes first (SPEC 4)
  await expect(page.getByRole('tab', { name: 'By user name' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'By mobile' }).click();
  const form = page.getByRole('form', { name: 'Register with mobile number' });
  const send = form.getByRole('button', { name: /Send code/ });
  await expect(send).toHaveText('Send code (60 s)');

  // the number must pass its rule before any code is asked for
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('12');
  await send.click();
  await expect(form.getByText('Mobile number: 10 to 11 digits')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Mobile number' }).fill(freshMobile());
  await send.click();
  await expectToast(page, 'Verification code sent');
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/^Send code \(5\d s\)$/);

  await form.getByRole('textbox', { name: 'SMS code' }).fill(TEST_SMS_CODE);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(TEST_CAPTCHA_CODE);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expectToast(page, 'Registered successfully');
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = (await storedSession(page)) ?? {};
  expect(session).toMatchObject({ type: 0, firstTimeLogin: true });
  expect(await sessionAlive(String(session.token), clientIp)).toBe(true);
});

test('a confirmation that differs is refused under the field, which gets the focus, and nothing is registered', async ({
  player: page,
  clientIp,
}) => {
  const username = freshUsername();
  await page.goto('/m/register');
  const form = page.getByRole('form', { name: 'Register with user name' });
  await form.getByRole('button', { name: 'Create account' }).click();
  // SPEC 5: the first invalid field is focused and shows its rule's message
  await expect(form.getByText('User name: 4 to 16 letters or digits')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'User name' })).toBeFocused();

  await form.getByRole('textbox', { name: 'User name' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill('Secret123');
  await form.getByRole('textbox', { name: 'Verification code' }).fill(TEST_CAPTCHA_CODE);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Enter password')).toBeVisible();
  await expect(form.getByLabel('Confirm password', { exact: true })).toBeFocused();

  await form.getByLabel('Confirm password', { exact: true }).fill('Secret124');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Confirmation password not matched')).toBeVisible();
  await expect(form.getByLabel('Confirm password', { exact: true })).toBeFocused();
  // changing the password checks the confirmation again
  await form.getByLabel('Password', { exact: true }).fill('Secret124');
  await expect(form.getByText('Confirmation password not matched')).toHaveCount(0);

  await expect(page).toHaveURL(/\/m\/register$/);
  expect(await isNameFree(username, clientIp)).toBe(true);
});

test('a taken user name is named when the field is left, and input is trimmed', async ({ player: page }) => {
  await page.goto('/m/register');
  const name = page.getByRole('textbox', { name: 'User name' });
  await name.fill('  DEMO  ');
  await name.blur();
  await expect(name).toHaveValue('DEMO');
  await expect(page.getByText('Sorry, the username already exists')).toBeVisible();
});

test('an invitation code in the URL is checked on load: a valid one stays out of sight, a bad one opens the field', async ({
  player: page,
  clientIp,
}) => {
  await page.goto('/m/register?affiliateCode=AGENT01');
  await expect(page.getByRole('textbox', { name: 'User name' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invitation code' })).toHaveCount(0);

  const username = freshUsername();
  const password = freshPassword();
  await page.getByRole('textbox', { name: 'User name' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(TEST_CAPTCHA_CODE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await isNameFree(username, clientIp)).toBe(false);

  await page.evaluate(() => window.localStorage.removeItem('MC_SESSION_INFO'));
  await page.goto('/m/register?affiliateCode=NOPE99');
  await expect(page.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('NOPE99');
});

test('a typed invitation code is checked before registering: invitation_code_error and the field focused', async ({
  player: page,
  clientIp,
}) => {
  const username = freshUsername();
  const password = freshPassword();
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: 'User name' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Invitation code' }).fill('BADCODE9');
  await page.getByRole('textbox', { name: 'Verification code' }).fill(TEST_CAPTCHA_CODE);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The invitation code is not valid.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invitation code' })).toBeFocused();
  expect(await isNameFree(username, clientIp)).toBe(true);
});

test('terms and privacy open in dialogs; the agree box starts ticked and unticking it disables the button', async ({
  player: page,
}) => {
  await page.goto('/m/register');
  for (const name of ['Terms of use', 'Privacy policy']) {
    await page.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('18');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
  }
  const agree = page.getByRole('checkbox', { name: /I am at least 18 years old/ });
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(agree).toBeChecked();
  await expect(submit).toBeEnabled();
  await agree.uncheck();
  await expect(submit).toBeDisabled();
});

test('the captcha image is new after a tap, and its answer is required', async ({ player: page }) => {
  await page.goto('/m/register');
  const image = page.getByRole('button', { name: 'New verification image' }).locator('img');
  await expect(image).toHaveAttribute('src', /^data:image\/webp;base64,/);
  const before = await image.getAttribute('src');
  await page.getByRole('textbox', { name: 'Verification code' }).fill('99');
  await page.getByRole('button', { name: 'New verification image' }).click();
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');

  await page.getByRole('textbox', { name: 'User name' }).fill(freshUsername());
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter the verification code')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeFocused();
});
