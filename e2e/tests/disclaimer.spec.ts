import { test, expect } from '../support/fixtures';

test('the age and terms disclaimer shows until the visitor agrees, for this browser session', async ({
  page,
  browser,
}) => {
  await page.goto('/m/home');
  const disclaimer = page.getByRole('dialog', { name: 'Age and terms' });
  await expect(disclaimer).toBeVisible();
  await expect(disclaimer).toContainText('18');

  await disclaimer.getByRole('button', { name: 'Leave' }).click();
  await expect(disclaimer).toBeVisible();

  await disclaimer.getByRole('button', { name: 'I agree' }).click();
  await expect(disclaimer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Palaro home' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Age and terms' })).toHaveCount(0);

  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('dialog', { name: 'Age and terms' })).toBeVisible();
  await fresh.close();
});
