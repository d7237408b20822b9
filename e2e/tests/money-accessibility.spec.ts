import AxeBuilder from '@axe-core/playwright';
import { API } from '@palaro/contract';
import { registerByApi } from '../support/accounts';
import { apiCall } from '../support/api';
import { expect, fundPlayer, test } from '../support/money';
import { storeLogin } from '../support/session';

// Every money screen, in both themes, with something on it: a funded member with a withdrawal password and a card.

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds nothing on the money screens (${theme})`, async ({ player: page, clientIp }) => {
    const account = await registerByApi(clientIp);
    const token = account.login.token;
    await fundPlayer(account.username, '100000', clientIp);
    await apiCall('POST', API.paymentPassword, {
      data: { paymentPassword: '135790', confirmPaymentPassword: '135790' },
      token,
      sealed: true,
      ip: clientIp,
    });
    await apiCall('POST', API.bankCard, {
      data: { bankCode: 'BDP', payeeName: 'Juan Dela Cruz', accountNumber: '001234567890' },
      token,
      ip: clientIp,
    });
    await page.addInitScript((stored) => window.localStorage.setItem('MC_THEME', stored), theme);
    await storeLogin(page, account.login);

    for (const [path, ready] of [
      ['/m/voucherCenter', 'Bank transfer deposit'],
      ['/m/withdraw', 'Withdrawal'],
      ['/m/member/wallet', 'Transfer'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('form', { name: ready })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual(
        [],
      );
    }
    await page.goto('/m/withdraw');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('No withdrawals yet')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `history ${v.id}: ${v.help}`)).toEqual([]);

    await page.goto('/m/member/transactions');
    await expect(page.getByRole('list', { name: 'Transactions' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `report ${v.id}: ${v.help}`)).toEqual([]);
  });
}
