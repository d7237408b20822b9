import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/account-fixtures';
import { freshPassword, freshUsername } from '../support/accounts';
import { TEST_CAPTCHA_CODE } from '../support/api';
import { expectToast } from '../support/toasts';

// The same flows in Chinese: the texts on screen are the zh locale files' (the locales test keeps all six complete).

type Texts = { [key: string]: string | Texts };
const localeDir = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales/zh');
const load = (namespace: string) => JSON.parse(readFileSync(join(localeDir, `${namespace}.json`), 'utf8')) as Texts;
const [common, account] = [load('common'), load('account')];

function text(texts: Texts, key: string): string {
  const value = key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  if (typeof value !== 'string') throw new Error(`no zh text for ${key}`);
  return value;
}

test('chosen in the drawer, Chinese carries through registration: labels, rule messages and the success toast', async ({
  player: page,
}) => {
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByLabel('Language').selectOption({ label: '中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await page.keyboard.press('Escape');

  await page
    .getByRole('banner')
    .getByRole('link', { name: text(common, 'header.register') })
    .click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: text(common, 'title.register') })).toBeVisible();
  const form = page.getByRole('form', { name: text(account, 'register.form.username') });
  const submit = form.getByRole('button', { name: text(account, 'register.submit') });

  await submit.click();
  await expect(form.getByText(text(account, 'rule_username'))).toBeVisible();
  await expect(form.getByRole('textbox', { name: text(account, 'form.username') })).toBeFocused();

  const username = freshUsername();
  const password = freshPassword();
  await form.getByRole('textbox', { name: text(account, 'form.username') }).fill(username);
  await form.getByLabel(text(account, 'form.password'), { exact: true }).fill(password);
  await form.getByLabel(text(account, 'form.confirmPassword'), { exact: true }).fill(`${password}9`);
  await form.getByRole('textbox', { name: text(account, 'form.captcha') }).fill(TEST_CAPTCHA_CODE);
  await submit.click();
  await expect(form.getByText(text(account, 'in_confirmation_correct'))).toBeVisible();

  await form.getByLabel(text(account, 'form.confirmPassword'), { exact: true }).fill(password);
  await submit.click();
  await expectToast(page, text(account, 'in_registered_successfully'));
  await expect(page).toHaveURL(/\/m\/home$/);

  await page
    .getByRole('navigation', { name: 'Bottom menu' })
    .getByRole('link', { name: text(common, 'title.memberHome') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: text(common, 'title.memberHome') })).toBeVisible();
  await expect(page.getByRole('region', { name: text(account, 'member.vipCard') })).toBeVisible();
});

test('the log-in screen and its failures speak Chinese', async ({ player: page }) => {
  await page.addInitScript(() => window.localStorage.setItem('MC_LANGUAGE', 'CN'));
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { level: 1, name: text(common, 'title.login') })).toBeVisible();
  const form = page.getByRole('form', { name: text(account, 'login.usernameForm') });
  await form.getByRole('textbox', { name: text(account, 'form.username') }).fill(freshUsername());
  await form.getByLabel(text(account, 'form.password'), { exact: true }).fill('Wrong12345');
  await form.getByRole('button', { name: text(account, 'login.submit'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: text(account, 'errors.login.failed') })).toBeVisible();
  await expect(page.getByRole('link', { name: text(account, 'login.forgot') })).toBeVisible();
});
