import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// Issue 15 "Messages and overlays": title bars, the lobby's category bar and the bottom menu stay over the page
// as it scrolls, so they must hide it completely, in both themes.

/** The alpha of the element's own background colour (1 when fully opaque) and its opacity. */
function backgroundAlpha(bar: Locator): Promise<{ alpha: number; opacity: number }> {
  return bar.evaluate((element) => {
    const style = getComputedStyle(element);
    const parts = (/rgba?\(([^)]+)\)/.exec(style.backgroundColor)?.[1] ?? '').split(/[\s,/]+/).filter(Boolean);
    return {
      alpha: parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0,
      opacity: Number(style.opacity),
    };
  });
}

async function expectOpaque(bar: Locator, what: string): Promise<void> {
  await expect(bar, what).toBeVisible();
  expect(await backgroundAlpha(bar), `${what} lets the page show through`).toEqual({ alpha: 1, opacity: 1 });
}

async function scrollDown(page: Page): Promise<void> {
  // a wheel turned while the screen is still settling can be lost: turn it again until the page has moved
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  }).toPass();
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ agreedPage: page }) => {
      await page.addInitScript((stored) => {
        if (window === window.top) window.localStorage.setItem('MC_THEME', stored);
      }, theme);
    });

    test('home’s header and the bottom menu hide what scrolls under them', async ({ agreedPage: page }) => {
      await page.goto('/m/home');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await scrollDown(page);
      await expectOpaque(page.getByRole('banner'), 'the home header');
      await expectOpaque(page.getByRole('navigation', { name: 'Bottom menu' }), 'the bottom menu');
    });

    test('the game centre’s title bar and category bar hide what scrolls under them', async ({ agreedPage: page }) => {
      await page.goto('/m/gameCenter');
      // the lobby draws its own title bar (not a landmark: the page header is hidden on this route)
      const title = page.getByRole('heading', { level: 1, name: 'Game center' });
      await expect(title).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
      await scrollDown(page);
      await expectOpaque(title.locator('xpath=..'), 'the Game center title bar');
      await expectOpaque(page.getByRole('navigation', { name: 'Game categories' }), 'the category bar');
    });

    test('the sign-up title bar and its tabs hide what scrolls under them', async ({ agreedPage: page }) => {
      await page.goto('/m/register');
      const title = page.getByRole('heading', { level: 1, name: 'Sign up' });
      await expect(title).toBeVisible();
      await scrollDown(page);
      await expectOpaque(title.locator('xpath=..'), 'the Sign up title bar');
      await expectOpaque(page.getByRole('tablist'), 'the sign-up tabs');
    });
  });
}
