import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';

for (const path of ['/m/home', '/m/login', '/m/aboutus', '/m/notice', '/m/helpDetail?tag=faq', '/m/app']) {
  test(`axe finds nothing on ${path}`, async ({ agreedPage: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('axe finds nothing with the drawer open, nor on the disclaimer', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('dialog', { name: 'Age and terms' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
});
