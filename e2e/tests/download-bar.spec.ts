import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectUncovered } from '../support/overlap';

// Issue 15 "Messages and overlays": the app-download bar floats above the bottom menu, and home keeps room for it,
// so at the end of the page the follow-us links and the copyright are never under it.

// every footer link is checked point by point, which takes a while on a busy 2-core machine
test.describe.configure({ timeout: 60_000 });

async function expectFooterInSight(page: Page): Promise<void> {
  await page.goto('/m/home');
  const bar = page.getByRole('region', { name: 'Get the app' });
  await expect(bar).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Bottom menu' });

  // while the page is long below, the bar floats just above the menu; both measured in one look, once the page has
  // settled (a late stylesheet or the larger text can still move them in the first frames)
  const gap = () =>
    menu.evaluate((nav) => {
      const floating = document.querySelector('.download-banner')?.getBoundingClientRect();
      return floating ? Math.round(nav.getBoundingClientRect().top - floating.bottom) : null;
    });
  await expect.poll(gap, { message: 'room between the bar and the menu' }).toBe(10);

  // at the very end of the page nothing of the footer is under the bar or the menu
  const copyright = page.getByText(/© \d{4} Palaro\. All rights reserved\./);
  // home's lower sections render as they come into view, so the end is reached by scrolling, as a player does
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(copyright).toBeAttached({ timeout: 500 });
  }).toPass();
  // the page may still grow as its last images arrive, which leaves the view short of the end: scroll again until
  // the view rests at the end, where the bar stands in its own room
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      undefined,
      { timeout: 1000 },
    );
    await expect(bar).toBeVisible();
    await expectUncovered(copyright, 'the copyright');
  }).toPass({ timeout: 15_000 });
  const follow = page.locator('footer').getByRole('link');
  expect(await follow.count()).toBeGreaterThan(0);
  for (const link of await follow.all())
    await expectUncovered(link, `the follow-us link ${await link.getAttribute('aria-label')}`);
}

test('at 390 px the end of home stays clear of the download bar', async ({ agreedPage: page }) => {
  await expectFooterInSight(page);
});

test('at 360 px with enlarged text, where the bar grows taller, the end of home still stays clear of it', async ({
  agreedPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // a phone's larger-text setting scales everything sized in rem, the bar included
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '24px';
    });
  });
  await expectFooterInSight(page);
});
