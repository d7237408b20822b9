import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API, OPS_API } from '@palaro/contract';
import { registerByApi } from '../support/accounts';
import { apiCall, DEMO, loginByApi } from '../support/api';
import {
  expect,
  fundPlayer,
  operatorLogin,
  operatorPost,
  pendingDepositOf,
  RECEIPT_PNG,
  shownBalance,
  test,
} from '../support/money';
import { storeLogin } from '../support/session';
import { expectErrorToast } from '../support/toasts';

// Issue 4 "Deposits": the sandbox gateway round trip, a manual transfer an operator approves, and SPEC 5's refusal.

const FREE_REJECT = 'Please log in with a real account to use this function.';

/** Pays `amount` (major units, as typed) with the e-wallet method on the sandbox gateway's page, from /m/voucherCenter. */
async function payWithEwallet(page: Page, amount: string, shown: string): Promise<void> {
  await page.getByRole('radio', { name: /E-wallet/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // the gateway's own hosted page (the server's sandbox), outside the app
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\//);
  await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${shown}` }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=\d+&result=paid$/);
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByText(`${shown} has been added to your main wallet.`)).toBeVisible();
}

// A member of its own: nothing else moves this balance while the test reads it.
test('a member deposits through the sandbox gateway and sees the balance rise by exactly the amount', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await fundPlayer(account.username, '100000', clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/voucherCenter');
  const balance = page.getByRole('region', { name: 'Total balance' });
  await expect.poll(() => shownBalance(balance)).toBe(100_000n);

  await page.getByRole('radio', { name: /E-wallet/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('40');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('The minimum is ₱50.00')).toBeVisible();
  await payWithEwallet(page, '250.75', '₱250.75');
  await expect.poll(() => shownBalance(balance)).toBe(125_075n);

  await page.getByRole('button', { name: 'View history' }).click();
  const history = page.getByRole('list', { name: 'Deposits' });
  await expect(history.getByRole('listitem').first()).toContainText('E-wallet');
  await expect(history.getByRole('listitem').first()).toContainText('Successful');
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);

  // the report names the credit by its method, from the remark code the server sent
  await page.goto('/m/member/transactions');
  const line = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(line).toContainText('+₱250.75');
  await expect(line).toContainText('E-wallet deposit');
  await expect(line).toContainText('Balance ₱1,250.75');
});

// The seeded demo member (games in other specs move its balance meanwhile): only what its own deposit decides.
test('the demo member deposits through the sandbox gateway and the deposit is credited', async ({
  player: page,
  clientIp,
}) => {
  await storeLogin(page, await loginByApi(DEMO.username, DEMO.password, 'main', clientIp));
  await page.goto('/m/voucherCenter');
  await payWithEwallet(page, '50', '₱50.00');
  await page.goto('/m/member/transactions');
  await page.getByRole('group', { name: 'Transaction types' }).getByRole('button', { name: 'Deposit' }).click();
  const line = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(line).toContainText('+₱50.00');
  await expect(line).toContainText('E-wallet deposit');
});

test('a declined gateway payment credits nothing and says so', async ({ player: page, clientIp }) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/voucherCenter');
  await page.getByRole('radio', { name: /Card or online banking/ }).check();
  await page.getByRole('button', { name: '₱1,000', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  expect(await shownBalance(page.getByRole('region', { name: 'Total balance' }))).toBe(0n);
});

test('a manual bank transfer with a receipt waits for an operator, who approves it', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/voucherCenter');
  const form = page.getByRole('form', { name: 'Bank transfer deposit' });
  await expect(form.getByText('0012 3456 7890')).toBeVisible();

  const reference = `E2E-${randomBytes(4).toString('hex')}`;
  await form.getByRole('radio', { name: /Banco de Palaro/ }).check();
  await form.getByRole('textbox', { name: 'Amount' }).fill('50000.01');
  await form.getByRole('textbox', { name: 'Transfer reference' }).fill(reference);
  await form.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(form.getByText('The maximum is ₱50,000.00')).toBeVisible();
  await form.getByRole('button', { name: '₱500', exact: true }).click();
  await form.getByLabel('Attach receipt').setInputFiles(RECEIPT_PNG);
  await expect(form.getByRole('img', { name: 'Receipt preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit deposit' }).click();

  await expect(page.getByRole('heading', { name: 'Deposit pending' })).toBeVisible();
  await expect(page.getByText('We are checking your transfer.', { exact: false })).toBeVisible();
  const balance = page.getByRole('region', { name: 'Total balance' });
  expect(await shownBalance(balance)).toBe(0n);

  // the cashier sees the transfer with its receipt and approves it
  const cashier = await operatorLogin('cashier', clientIp);
  const deposit = await pendingDepositOf(account.username, cashier, clientIp);
  expect(deposit).toMatchObject({ amount: '50000', transferReference: reference, hasReceipt: true, type: 'manual' });
  await operatorPost(OPS_API.depositApprove(deposit.id), { remark: 'Matched bank statement' }, cashier, clientIp);

  await page.getByRole('button', { name: 'View history' }).click();
  const row = page.getByRole('list', { name: 'Deposits' }).getByRole('listitem').first();
  await expect(row).toContainText('Successful');
  await expect(row).toContainText(`Ref. ${reference}`);
  await page.reload();
  await expect.poll(() => shownBalance(page.getByRole('region', { name: 'Total balance' }))).toBe(50000n);
});

test('a trial account is refused deposit with free_reject, on screen and by the server', async ({
  player: page,
  clientIp,
}) => {
  const trial = await apiCall<{ token: string; userName: string; type: number; firstTimeLogin: boolean; id: number }>(
    'POST',
    API.freeplay,
    { ip: clientIp },
  );
  expect(trial.value.type).toBe(4);
  await storeLogin(page, trial.value);
  await page.goto('/m/home');

  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Deposit' }).click();
  await expectErrorToast(page, FREE_REJECT);
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expectErrorToast(page, FREE_REJECT);

  // the server refuses too, whatever a client sends
  const refused = await apiCall('POST', API.depositGateway, {
    data: { requestId: `trial-${randomBytes(6).toString('hex')}`, methodId: 'e-wallet', amount: '10000' },
    token: trial.value.token,
    ip: clientIp,
  });
  expect(refused).toMatchObject({ success: false, errorCode: 'free_reject' });
});
