import type { Page } from '@playwright/test';
import { OPS_API } from '@palaro/contract';
import { test, expect } from '../support/account-fixtures';
import { registerByApi, type NewAccount } from '../support/accounts';
import { fundPlayer, operatorLogin, operatorPost, pendingWithdrawalOf, shownBalance } from '../support/money';
import { storeLogin } from '../support/session';
import { expectErrorToast, expectToast } from '../support/toasts';

// Issue 4 "Withdrawals": a withdrawal password first, a masked bank card, the hold at request time, then the
// operator's decision: paid out, or rejected and returned.

const ACCOUNT_NUMBER = '0098 7654 4321';

/** A new member with ₱1,000.00, a withdrawal password, a bank card and a ₱300.00 withdrawal on hold. */
async function withdrawWithNewAccount(page: Page, clientIp: string): Promise<NewAccount> {
  const account = await registerByApi(clientIp);
  await fundPlayer(account.username, '100000', clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/withdraw');
  const summary = page.getByRole('region', { name: 'Withdrawal balance' });
  await expect(summary).toContainText('₱1,000.00');

  // a withdrawal password comes first: six digits, typed twice
  const setForm = page.getByRole('form', { name: 'Set a withdrawal password' });
  await setForm.getByLabel('Withdrawal password', { exact: true }).fill('12345a');
  await setForm.getByLabel('Confirm withdrawal password', { exact: true }).fill('12345a');
  await setForm.getByRole('button', { name: 'Save password' }).click();
  await expect(setForm.getByText('Payment password: 6 digits').last()).toBeVisible();
  await setForm.getByLabel('Withdrawal password', { exact: true }).fill('135790');
  await setForm.getByLabel('Confirm withdrawal password', { exact: true }).fill('135790');
  await setForm.getByRole('button', { name: 'Save password' }).click();
  await expectToast(page, 'Withdrawal password saved');

  // a bank card: shown masked from then on, with the per-player limit
  const form = page.getByRole('form', { name: 'Withdrawal' });
  await expect(form).toContainText('0 of 3 cards');
  await form.getByRole('button', { name: 'Add bank card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bank card' });
  await dialog.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Isla Savings Bank' });
  await dialog.getByRole('textbox', { name: 'Payee name' }).fill('Juan Dela Cruz');
  await dialog.getByRole('textbox', { name: 'Account number' }).fill(ACCOUNT_NUMBER);
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog).toBeHidden();
  const card = form.getByRole('radio', { name: /Isla Savings Bank/ });
  await expect(card).toBeChecked();
  await expect(form).toContainText('**** **** 4321');
  await expect(form).toContainText('1 of 3 cards');
  await expect(page.locator('body')).not.toContainText('98765');

  // more than the withdrawable balance is refused on screen; a wrong password by the server
  const amount = form.getByRole('textbox', { name: 'Amount' });
  await amount.fill('1000.01');
  await form.getByLabel('Withdrawal password', { exact: true }).fill('135790');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByText('You can use at most ₱1,000.00')).toBeVisible();
  await amount.fill('300');
  await form.getByLabel('Withdrawal password', { exact: true }).fill('000000');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectErrorToast(page, 'The withdrawal password is incorrect');
  await form.getByLabel('Withdrawal password', { exact: true }).fill('135790');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();

  // the hold: the withdrawable balance drops at once and the history says pending
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expect(summary).toContainText('₱700.00');
  await expect(summary.getByRole('definition').first()).toHaveText('₱300.00');
  await page.getByRole('tab', { name: 'History' }).click();
  const row = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('₱300.00');
  await expect(row).toContainText('**** **** 4321');
  return account;
}

test('sets a withdrawal password, adds a bank card, withdraws, sees the hold and then the payout', async ({
  player: page,
  clientIp,
}) => {
  const account = await withdrawWithNewAccount(page, clientIp);

  const cashier = await operatorLogin('cashier', clientIp);
  const withdrawal = await pendingWithdrawalOf(account.username, cashier, clientIp);
  expect(withdrawal).toMatchObject({ amount: '30000', accountNumber: '009876544321', bankCode: 'ISLA' });
  await operatorPost(OPS_API.withdrawalApprove(withdrawal.id), { payoutReference: 'ISLA-PAYOUT-1' }, cashier, clientIp);

  await page.reload();
  await page.getByRole('tab', { name: 'History' }).click();
  const row = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();
  await expect(row).toContainText('Paid');
  const summary = page.getByRole('region', { name: 'Withdrawal balance' });
  await expect(summary).toContainText('₱700.00');
  await expect(summary.getByRole('definition').first()).toHaveText('₱0.00');

  await page.goto('/m/member/wallet');
  await expect.poll(() => shownBalance(page.getByRole('region', { name: 'Total balance' }))).toBe(70000n);
});

test('a rejected withdrawal returns the held amount, with the reason', async ({ player: page, clientIp }) => {
  const account = await withdrawWithNewAccount(page, clientIp);

  const cashier = await operatorLogin('cashier', clientIp);
  const withdrawal = await pendingWithdrawalOf(account.username, cashier, clientIp);
  await operatorPost(
    OPS_API.withdrawalReject(withdrawal.id),
    { reason: 'Payee name does not match the account' },
    cashier,
    clientIp,
  );

  await page.reload();
  await page.getByRole('tab', { name: 'History' }).click();
  const row = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').first();
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('Payee name does not match the account');
  const summary = page.getByRole('region', { name: 'Withdrawal balance' });
  await expect(summary).toContainText('₱1,000.00');
  await expect(summary.getByRole('definition').first()).toHaveText('₱0.00');

  // in Vietnamese the report words each step the system wrote, and keeps the cashier's reason as typed
  await page.evaluate(() => window.localStorage.setItem('MC_LANGUAGE', 'VI'));
  await page.goto('/m/member/transactions');
  const lines = page.getByRole('list', { name: 'Giao dịch' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Yêu cầu rút tiền bị từ chối: Payee name does not match the account');
  await expect(lines.nth(1)).toContainText('Đã gửi yêu cầu rút tiền');
  await expect(lines.nth(2)).toContainText('End-to-end test funding');
});

test('a forgotten withdrawal password is reset with the login password', async ({ player: page, clientIp }) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/withdraw');
  const setForm = page.getByRole('form', { name: 'Set a withdrawal password' });
  await setForm.getByLabel('Withdrawal password', { exact: true }).fill('111222');
  await setForm.getByLabel('Confirm withdrawal password', { exact: true }).fill('111222');
  await setForm.getByRole('button', { name: 'Save password' }).click();

  await page.getByRole('button', { name: 'Forgot withdrawal password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset withdrawal password' });
  await dialog.getByLabel('Login password', { exact: true }).fill('not-my-password-1');
  await dialog.getByLabel('Withdrawal password', { exact: true }).fill('333444');
  await dialog.getByLabel('Confirm withdrawal password', { exact: true }).fill('333444');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expectErrorToast(page, 'The login password is incorrect');
  await dialog.getByLabel('Login password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expectToast(page, 'Withdrawal password changed');
  await expect(dialog).toBeHidden();
});
