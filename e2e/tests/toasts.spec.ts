import { test, expect } from '../support/account-fixtures';
import { freshPassword, freshUsername, registerByApi } from '../support/accounts';
import { TEST_CAPTCHA_CODE } from '../support/api';
import { fundPlayer } from '../support/money';
import { expectUncovered } from '../support/overlap';
import { storeLogin } from '../support/session';
import { errorToast, expectToast, toast } from '../support/toasts';

// Issue 15 "Messages and overlays": a toast belongs to its screen and its moment; it never covers a dialog or the
// control just used.

test('a failed log-in’s message does not follow the player home after the next try succeeds', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await page.goto('/m/login');
  const form = page.getByRole('form', { name: 'Log in with user name' });
  await form.getByRole('textbox', { name: 'User name' }).fill(account.username);
  await form.getByLabel('Password', { exact: true }).fill(`${account.password}x`);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  const failed = errorToast(page, 'Incorrect user name or password');
  await expect(failed).toBeVisible();
  // the message keeps clear of the button the player just pressed
  await expectUncovered(form.getByRole('button', { name: 'Log in', exact: true }), 'the Log in button');

  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByText(account.username)).toBeVisible();
  // at once, not after waiting for the message to expire
  expect(await failed.count()).toBe(0);
});

test('“Registered successfully” shows on home, then gives way to the Log out dialog instead of covering its title', async ({
  player: page,
}) => {
  const username = freshUsername();
  const password = freshPassword();
  await page.goto('/m/register');
  const form = page.getByRole('form', { name: 'Register with user name' });
  await form.getByRole('textbox', { name: 'User name' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(TEST_CAPTCHA_CODE);
  await form.getByRole('button', { name: 'Create account' }).click();

  // the success explains the move home, so the move does not clear it
  await expect(page).toHaveURL(/\/m\/home$/);
  const registered = toast(page, 'Registered successfully');
  await expect(registered).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  expect(await registered.count()).toBe(0);
  await expectUncovered(dialog.getByRole('heading', { name: 'Log out?' }), 'the dialog title');
  await expectUncovered(dialog.getByRole('button', { name: 'Log out' }), 'the dialog’s Log out button');
});

test('the saved and added messages leave the “Add bank card” button in sight', async ({ player: page, clientIp }) => {
  const account = await registerByApi(clientIp);
  await fundPlayer(account.username, '100000', clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/withdraw');

  const setForm = page.getByRole('form', { name: 'Set a withdrawal password' });
  await setForm.getByLabel('Withdrawal password', { exact: true }).fill('135790');
  await setForm.getByLabel('Confirm withdrawal password', { exact: true }).fill('135790');
  await setForm.getByRole('button', { name: 'Save password' }).click();
  await expectToast(page, 'Withdrawal password saved');
  const form = page.getByRole('form', { name: 'Withdrawal' });
  const addCard = form.getByRole('button', { name: 'Add bank card' });
  await expectUncovered(addCard, 'the Add bank card button');

  await addCard.click();
  const dialog = page.getByRole('dialog', { name: 'Add a bank card' });
  // the last screen's message does not sit over the dialog
  await expect(dialog).toBeVisible();
  expect(await toast(page, 'Withdrawal password saved').count()).toBe(0);
  await dialog.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Isla Savings Bank' });
  await dialog.getByRole('textbox', { name: 'Payee name' }).fill('Juan Dela Cruz');
  await dialog.getByRole('textbox', { name: 'Account number' }).fill('0098 7654 4321');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Bank card added');
  await expectUncovered(addCard, 'the Add bank card button');
});
