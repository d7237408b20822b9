import { test, expect } from '../support/fixtures';
import { baseUrl } from '../support/servers';

test('maintenance from MERCHANT_CONFIG shows the maintenance page on every route', async ({ agreedPage: page }) => {
  for (const path of ['/m/home', '/m/login']) {
    await page.goto(`${baseUrl('maintenance')}${path}`);
    await expect(page.getByRole('heading', { name: 'System upgrading, please try again later' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toHaveCount(0);
  }
});

test.describe('region restriction', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'SG' } });
  test('a visitor from a restricted country sees the IP-restriction page', async ({ agreedPage: page }) => {
    await page.goto(`${baseUrl('region')}/m/home`);
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'System upgrading, please try again later' })).toHaveCount(0);
  });
});

test('a visitor from an allowed country sees the site', async ({ agreedPage: page }) => {
  await page.goto(`${baseUrl('region')}/m/home`);
  await expect(page.getByRole('link', { name: 'Palaro home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toHaveCount(0);
});
