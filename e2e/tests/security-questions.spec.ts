import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { API, type SecurityQuestion } from '@palaro/contract';
import { test, expect } from '../support/account-fixtures';
import { registerByApi } from '../support/accounts';
import { apiCall } from '../support/api';
import { fundPlayer } from '../support/money';
import { storeLogin } from '../support/session';
import { expectErrorToast, expectToast } from '../support/toasts';

// Issue 4 "payment password and reset, security questions": the security centre sets a withdrawal password and
// three security questions; a player who forgot the withdrawal password answers them for a new one and withdraws.

const QUESTIONS = [
  { text: 'What was the name of your first pet?', answer: 'Bantay' },
  { text: 'In which city were you born?', answer: 'San Fernando' },
  { text: 'What was the name of your first school?', answer: 'Mabini Elementary' },
];

async function addBankCard(page: Page) {
  const form = page.getByRole('form', { name: 'Withdrawal' });
  await form.getByRole('button', { name: 'Add bank card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bank card' });
  await dialog.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Banco de Palaro' });
  await dialog.getByRole('textbox', { name: 'Payee name' }).fill('Maria Santos');
  await dialog.getByRole('textbox', { name: 'Account number' }).fill('1122 3344 5566');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('radio', { name: /Banco de Palaro/ })).toBeChecked();
}

test('sets a withdrawal password and three security questions from the security centre', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);

  // the member centre's Security entry opens the security centre
  await page.goto('/m/member/home');
  await page.getByRole('navigation', { name: 'Member services' }).getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/m\/member\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Account protection' });
  await expect(overview).toContainText('1 of 3 protections on');
  await expect(
    page.getByRole('region', { name: 'Login password' }).getByRole('link', { name: 'Change login password' }),
  ).toHaveAttribute('href', '/m/changePsw');

  // a withdrawal password, set here with the withdraw screen's own form
  await page
    .getByRole('region', { name: 'Withdrawal password' })
    .getByRole('button', { name: 'Set withdrawal password' })
    .click();
  const setDialog = page.getByRole('dialog', { name: 'Set a withdrawal password' });
  await setDialog.getByLabel('Withdrawal password', { exact: true }).fill('111222');
  await setDialog.getByLabel('Confirm withdrawal password', { exact: true }).fill('111222');
  await setDialog.getByRole('button', { name: 'Save password' }).click();
  await expectToast(page, 'Withdrawal password saved');
  await expect(setDialog).toBeHidden();
  await expect(overview).toContainText('2 of 3 protections on');

  // three different questions, answered, proven with the login password
  await page
    .getByRole('region', { name: 'Security questions' })
    .getByRole('button', { name: 'Set security questions' })
    .click();
  const answers = page.getByRole('dialog', { name: 'Set security questions' });
  for (const [index, question] of QUESTIONS.entries()) {
    await answers.getByRole('combobox', { name: `Question ${index + 1}` }).selectOption({ label: question.text });
    await answers.getByRole('textbox', { name: `Answer ${index + 1}` }).fill(question.answer);
  }
  await expect(
    answers.getByRole('combobox', { name: 'Question 3' }).getByRole('option', { name: QUESTIONS[0]?.text }),
  ).toBeDisabled();
  await answers.getByLabel('Login password', { exact: true }).fill('not-my-password-1');
  await answers.getByRole('button', { name: 'Save questions' }).click();
  await expectErrorToast(page, 'The login password is incorrect');
  await answers.getByLabel('Login password', { exact: true }).fill(account.password);
  await answers.getByRole('button', { name: 'Save questions' }).click();
  await expectToast(page, 'Security questions saved');
  await expect(answers).toBeHidden();
  const chosen = page.getByRole('list', { name: 'Your questions' });
  for (const question of QUESTIONS) await expect(chosen).toContainText(question.text);
  await expect(page.locator('body')).not.toContainText('Bantay');
  await expect(overview).toContainText('Strong');
});

/** A funded player whose withdrawal password and the three QUESTIONS were set through the API (the test above sets them on screen). */
async function protectedPlayer(clientIp: string) {
  const account = await registerByApi(clientIp);
  const token = account.login.token;
  await fundPlayer(account.username, '100000', clientIp);
  const password = await apiCall('POST', API.paymentPassword, {
    data: { paymentPassword: '111222', confirmPaymentPassword: '111222' },
    token,
    sealed: true,
    ip: clientIp,
  });
  expect(password.success).toBe(true);
  const listed = (await apiCall<SecurityQuestion[]>('GET', API.securityQuestions, { token, ip: clientIp })).value ?? [];
  const answers = QUESTIONS.map(({ text, answer }) => ({
    questionId: listed.find((question) => question.text === text)?.id,
    answer,
  }));
  const saved = await apiCall('POST', API.customerSecurityQuestions, {
    data: { loginPassword: account.password, answers },
    token,
    sealed: true,
    ip: clientIp,
  });
  expect(saved.success).toBe(true);
  return account;
}

test('a forgotten withdrawal password is reset with the security questions, and the new one withdraws', async ({
  player: page,
  clientIp,
}) => {
  const account = await protectedPlayer(clientIp);
  await storeLogin(page, account.login);

  // a bank card, and the withdrawal password is forgotten
  await page.goto('/m/withdraw');
  await addBankCard(page);
  const form = page.getByRole('form', { name: 'Withdrawal' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('300');
  await form.getByLabel('Withdrawal password', { exact: true }).fill('999999');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectErrorToast(page, 'The withdrawal password is incorrect');

  // the withdraw screen's reset leads on to the security questions
  await page.getByRole('button', { name: 'Forgot withdrawal password?' }).click();
  await page
    .getByRole('dialog', { name: 'Reset withdrawal password' })
    .getByRole('link', { name: 'Forgot your login password too? Answer your security questions' })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/security\?reset=questions$/);
  const reset = page.getByRole('dialog', { name: 'Reset with security questions' });
  await expect(reset).toContainText('After 5 wrong tries, the withdrawal password is locked for 15 minutes.');
  await reset.getByRole('textbox', { name: QUESTIONS[0]?.text }).fill('Bantay');
  await reset.getByRole('textbox', { name: QUESTIONS[1]?.text }).fill('Manila');
  await reset.getByRole('textbox', { name: QUESTIONS[2]?.text }).fill('Mabini Elementary');
  await reset.getByLabel('Withdrawal password', { exact: true }).fill('333444');
  await reset.getByLabel('Confirm withdrawal password', { exact: true }).fill('333444');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expectErrorToast(page, 'One or more answers are incorrect');
  // answers are compared without case or extra spaces
  await reset.getByRole('textbox', { name: QUESTIONS[0]?.text }).fill('  BANTAY');
  await reset.getByRole('textbox', { name: QUESTIONS[1]?.text }).fill('san   fernando');
  await reset.getByRole('textbox', { name: QUESTIONS[2]?.text }).fill('mabini elementary');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expectToast(page, 'Withdrawal password changed');
  await expect(reset).toBeHidden();
  await expect(page).toHaveURL(/\/m\/member\/security$/);

  // the old password no longer works, the new one withdraws
  await page.goto('/m/withdraw');
  const summary = page.getByRole('region', { name: 'Withdrawal balance' });
  await expect(summary).toContainText('₱1,000.00');
  await form.getByRole('textbox', { name: 'Amount' }).fill('300');
  await form.getByLabel('Withdrawal password', { exact: true }).fill('111222');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectErrorToast(page, 'The withdrawal password is incorrect');
  await form.getByLabel('Withdrawal password', { exact: true }).fill('333444');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expect(summary).toContainText('₱700.00');
});

test('the reset answers to no one without questions set, and leads to setting them', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/member/security?reset=questions');
  const reset = page.getByRole('dialog', { name: 'Reset with security questions' });
  await expect(reset).toContainText('You have not set security questions yet.');
  await reset.getByRole('button', { name: 'Set security questions' }).click();
  const answers = page.getByRole('dialog', { name: 'Set security questions' });
  await expect(answers.getByRole('combobox', { name: 'Question 1' })).toBeVisible();
  await answers.getByRole('button', { name: 'Save questions' }).click();
  await expect(answers.getByText('Enter your login password')).toBeVisible();
  await answers.getByRole('button', { name: 'Cancel' }).click();
  await expect(answers).toBeHidden();
  await expect(page.getByRole('region', { name: 'Security questions' })).toContainText('Not set');
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds nothing on the security centre and its dialogs (${theme})`, async ({ player: page, clientIp }) => {
    const account = await registerByApi(clientIp);
    const token = account.login.token;
    await apiCall('POST', API.paymentPassword, {
      data: { paymentPassword: '135790', confirmPaymentPassword: '135790' },
      token,
      sealed: true,
      ip: clientIp,
    });
    const listed = await apiCall<SecurityQuestion[]>('GET', API.securityQuestions, { token, ip: clientIp });
    const answers = (listed.value ?? [])
      .slice(0, 3)
      .map((question) => ({ questionId: question.id, answer: 'Palaro answer' }));
    const saved = await apiCall('POST', API.customerSecurityQuestions, {
      data: { loginPassword: account.password, answers },
      token,
      sealed: true,
      ip: clientIp,
    });
    expect(saved.success).toBe(true);
    await page.addInitScript((stored) => window.localStorage.setItem('MC_THEME', stored), theme);
    await storeLogin(page, account.login);

    const axe = async (where: string) =>
      expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${where} ${v.id}: ${v.help}`)).toEqual(
        [],
      );
    await page.goto('/m/member/security');
    await expect(page.getByRole('list', { name: 'Your questions' })).toBeVisible();
    await axe('security centre');
    await page.getByRole('button', { name: 'Change questions' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Change security questions' }).getByRole('combobox', { name: 'Question 3' }),
    ).toBeVisible();
    await axe('questions dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Reset with security questions' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset with security questions' })).toBeVisible();
    await axe('reset dialog');
  });
}
