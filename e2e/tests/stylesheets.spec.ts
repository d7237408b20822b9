import { test, expect } from '../support/fixtures';

// Issue 15 "Flows": every stylesheet of the first screen is downloaded once. The early hints in index.html ask for
// home's styles before the app does; a hint the app's own request cannot reuse means the same file twice.

// the service worker's precache fetches every file again on purpose, after the page has loaded
test.use({ serviceWorkers: 'block' });

test('a guest’s first visit to home downloads each stylesheet once, and every early hint is used', async ({
  agreedPage: page,
}) => {
  const stylesheets: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });

  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toBeVisible();
  // home's lower sections load as they come into view, with their styles
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(page.locator('footer')).toBeVisible({ timeout: 500 });
  }).toPass();
  await page.waitForLoadState('networkidle');

  expect(stylesheets.length, 'home loads stylesheets').toBeGreaterThan(1);
  const twice = stylesheets.filter((path, index) => stylesheets.indexOf(path) !== index);
  expect(twice, 'stylesheets downloaded more than once').toEqual([]);
  expect(warnings, 'preloads the page did not use').toEqual([]);
  // the drawn first view's styles are in the page: their files, marked by disabled links, are never fetched
  const inPage = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][disabled]'),
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(inPage.length, 'stylesheets written into the drawn page').toBeGreaterThan(1);
  expect(stylesheets.filter((path) => inPage.includes(path))).toEqual([]);
});
