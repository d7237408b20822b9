import { test, expect } from '../support/fixtures';

test('the drawer opens from the bottom menu with the flag-driven entries', async ({ agreedPage: page }) => {
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  // The demo merchant turns every promotion and feature on.
  for (const entry of [
    'Leaderboard',
    'Daily sign-in',
    'Invite friends',
    'Reward centre',
    'Deposit',
    'Withdraw',
    'Feedback',
  ]) {
    await expect(
      drawer
        .getByRole('link', { name: entry })
        .or(drawer.getByRole('button', { name: entry }))
        .first(),
    ).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: /Palaro Originals|LOCAL/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
});

test('the language chosen in the drawer applies at once and persists', async ({ agreedPage: page }) => {
  await page.goto('/m/home');
  const bottomMenu = page.getByRole('navigation', { name: 'Bottom menu' });
  await bottomMenu.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByLabel('Language').selectOption({ label: 'Português' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.keyboard.press('Escape');
  await expect(bottomMenu.getByRole('link', { name: 'Início' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('navigation', { name: /.+/ }).getByRole('link', { name: 'Início' })).toBeVisible();
});

test('dark theme by default; light theme is kept', async ({ agreedPage: page }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('switch', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
