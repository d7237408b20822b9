import type { Browser } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// Issue 18: /m/app offers what the phone can install (SPEC 2.3, 4), from the download links of the merchant's config.

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const iphone = (os: string, browser = 'Version/17.0 Mobile/15E148 Safari/604.1') =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${browser}`;

async function openAs(browser: Browser, baseURL: string | undefined, userAgent: string) {
  const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 }, baseURL });
  await context.addInitScript(() => window.sessionStorage.setItem('MC_DISCLAIMER_AGREED', '1'));
  const page = await context.newPage();
  await page.goto('/m/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Download app' })).toBeVisible();
  return { context, page };
}

test('an Android phone gets the Android package, and no iOS offer', async ({ browser, baseURL }) => {
  const { context, page } = await openAs(browser, baseURL, ANDROID);
  await expect(page.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
    'href',
    'https://download.palaro.ph/android/palaro.apk',
  );
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Install the iOS profile' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add Palaro to your home screen' })).toHaveCount(0);
  await context.close();
});

test('an iPhone gets the App Store, the profile and the add-to-home guide; the profile needs Safari', async ({
  browser,
  baseURL,
}) => {
  const chrome = await openAs(browser, baseURL, iphone('17_5', 'CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1'));
  await expect(chrome.page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    /^https:\/\/apps\.apple\.com\//,
  );
  await expect(chrome.page.getByRole('link', { name: 'Download for Android' })).toHaveCount(0);
  await chrome.page.getByRole('button', { name: 'Install the iOS profile' }).click();
  await expect(chrome.page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Please use Safari for download App',
  );
  await expect(chrome.page).toHaveURL(/\/m\/app$/);
  await chrome.context.close();

  const legacy = await openAs(browser, baseURL, iphone('12_1_4', 'Version/12.0 Mobile/15E148 Safari/604.1'));
  const guide = legacy.page.getByRole('region', { name: 'Add Palaro to your home screen' });
  await expect(guide.getByRole('listitem')).toHaveCount(3);
  await expect(guide).toContainText('On iOS 12.0 and 12.1');
  await legacy.context.close();
});
