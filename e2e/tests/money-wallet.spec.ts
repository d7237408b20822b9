import { test, expect } from '../support/account-fixtures';
import { registerByApi } from '../support/accounts';
import { fundPlayer, shownBalance } from '../support/money';
import { storeLogin } from '../support/session';
import { expectToast } from '../support/toasts';

// Issue 4 "Transfers" and "Transaction report": main wallet <-> a transfer-mode vendor's wallet, recover all,
// and MemberTransaction with the TxCodeList filter, dates and pages.

test('moves money into a game wallet and back with "recover all", and the report lists every step', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await fundPlayer(account.username, '150000', clientIp);
  await storeLogin(page, account.login);

  // reached from the member centre like the other money screens
  await page.goto('/m/member/home');
  await page
    .getByRole('navigation', { name: 'Member services' })
    .getByRole('link', { name: 'Wallet & transfers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();

  const wallets = page.getByRole('list', { name: 'My wallets' });
  const game = wallets.getByRole('listitem').filter({ hasText: 'Bayani Live' });
  const main = wallets.getByRole('listitem').filter({ hasText: 'Main wallet' });
  await expect(main).toContainText('₱1,500.00');
  await expect(page.getByRole('button', { name: 'Recover all balances' })).toBeDisabled();

  const transfer = page.getByRole('form', { name: 'Transfer' });
  await expect(transfer.getByRole('combobox', { name: 'From' })).toHaveValue('main');
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('1500.01');
  await transfer.getByRole('button', { name: 'Transfer now' }).click();
  await expect(transfer.getByText('You can use at most ₱1,500.00')).toBeVisible();
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('420.50');
  await transfer.getByRole('button', { name: 'Transfer now' }).click();
  await expectToast(page, '₱420.50 transferred to Bayani Live');
  await expect(game).toContainText('₱420.50');
  await expect(main).toContainText('₱1,079.50');
  // the total does not change by moving money between one's own wallets
  expect(await shownBalance(page.getByRole('region', { name: 'Total balance' }))).toBe(150000n);

  await page.getByRole('button', { name: 'Recover all balances' }).click();
  await expectToast(page, '₱420.50 moved back to your main wallet');
  await expect(game).toContainText('₱0.00');
  await expect(main).toContainText('₱1,500.00');

  await page.getByRole('link', { name: 'View transaction report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction report' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list.getByRole('listitem').first()).toContainText('Transfer');

  const types = page.getByRole('group', { name: 'Transaction types' });
  await types.getByRole('button', { name: 'Adjustment' }).click();
  await expect(types.getByRole('button', { name: 'Adjustment' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('+₱1,500.00');
  await expect(page.getByText('Records: 1')).toBeVisible();

  await types.getByRole('button', { name: 'All' }).click();
  await page.getByLabel('From', { exact: true }).fill('2000-01-01');
  await page.getByLabel('To', { exact: true }).fill('2000-01-31');
  await expect(page.getByText('No transactions in this period')).toBeVisible();
});
