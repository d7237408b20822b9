import { API } from '@palaro/contract';
import { FIRST_VIEW_COOKIES } from '@palaro/contract/constants';
import { test, expect } from '../support/fixtures';
import { baseUrl } from '../support/servers';
import { storeMemberSession } from '../support/session';

// Issue 17: the server draws the first view of home for a guest (banners, categories, recommended games) from the
// same components, with its data, so it paints without any script; the app then hydrates it in place.

declare global {
  interface Window {
    __drawnBanner?: Element | null;
    __drawnDialog?: Element | null;
  }
}

test('without JavaScript, home shows its first view, styled: banners, categories, recommended games and the menus', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl('main')}/m/home`);

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  const banners = page.getByRole('region', { name: 'Promotions' });
  await expect(banners.getByRole('group', { name: '1 of 3' })).toBeVisible();
  // the first banner is the page's largest paint: an image loaded by the page itself, not by a script
  const firstBanner = banners.getByRole('group', { name: '1 of 3' }).locator('img');
  await expect.poll(() => firstBanner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const categories = page.getByRole('navigation', { name: 'Game categories' });
  await expect(categories.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/m/gameCenter?gameType=RNG');
  await expect(categories.getByRole('link', { name: 'Palaro Originals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  // styled before any script: the header sits at the top and the bottom menu is fixed to the bottom of the screen
  const logIn = await page.getByRole('link', { name: 'Log in' }).boundingBox();
  expect(logIn?.y ?? Infinity).toBeLessThan(60);
  const menu = await page.getByRole('navigation', { name: 'Bottom menu' }).boundingBox();
  expect(Math.round((menu?.y ?? 0) + (menu?.height ?? 0))).toBe(844);
  await context.close();
});

test('without JavaScript, log-in, sign-up and the game centre show their first view too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();

  await page.goto(`${baseUrl('main')}/m/login`);
  const login = page.getByRole('form', { name: 'Log in with user name' });
  await expect(login.getByRole('textbox', { name: 'User name' })).toBeVisible();
  await expect(login.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();

  await page.goto(`${baseUrl('main')}/m/register`);
  const register = page.getByRole('form', { name: 'Register with user name' });
  await expect(register.getByRole('textbox', { name: 'User name' })).toBeVisible();
  await expect(register.getByRole('button', { name: 'Create account' })).toBeVisible();

  await page.goto(`${baseUrl('main')}/m/gameCenter?gameType=RNG`);
  await expect(page.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lumen Slots' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Golden Carabao/ }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /Page 1 of \d+/ })).toBeAttached();
  await context.close();
});

test('the age disclaimer is drawn with the view until the visitor agrees, and the app takes it over in place', async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const plain = await noScript.newPage();
  await plain.goto(`${baseUrl('main')}/m/login`);
  await expect(plain.getByRole('dialog', { name: 'Age and terms' })).toContainText('18 or older');
  await noScript.close();

  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__drawnDialog = document.querySelector('[role=dialog]');
    });
  });
  await page.goto('/m/login');
  const dialog = page.getByRole('dialog', { name: 'Age and terms' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveTitle('Log in · Palaro');
  // hydrated, not replaced: the dialog on screen is the element the page arrived with
  expect(
    await page.evaluate(
      () => window.__drawnDialog?.isConnected && window.__drawnDialog.matches(':focus-within, :focus'),
    ),
  ).toBe(true);
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await expect(dialog).toHaveCount(0);
  const agreement = (await page.context().cookies()).find(({ name }) => name === FIRST_VIEW_COOKIES.disclaimerAgreed);
  // a session cookie, as the agreement lasts the browser session (SPEC 2.2)
  expect(agreement).toMatchObject({ value: '1', path: '/m', expires: -1 });

  await page.reload();
  await expect(page).toHaveTitle('Log in · Palaro');
  expect(await page.evaluate(() => window.__drawnDialog)).toBeNull();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // another tab keeps its own record: drawn without the dialog (the browser's cookie), it opens there once hydrated
  const tab = await page.context().newPage();
  await tab.goto('/m/login');
  await expect(tab.getByRole('dialog', { name: 'Age and terms' })).toBeVisible();
});

test('the game centre’s tiles keep the players-online figures they were drawn with', async ({ agreedPage: page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __drawnFigures: string[] }).__drawnFigures = Array.from(
        document.querySelectorAll('.lobby__results article'),
        (tile) => tile.textContent ?? '',
      );
    });
  });
  await page.goto('/m/gameCenter?gameType=RNG');
  // the app has committed its hydration once it has named the page (a figure it drew otherwise would be a hydration
  // error, which the fixtures report as a console error)
  await expect(page).toHaveTitle('Game center · Palaro');
  await page.waitForLoadState('networkidle');
  const drawn = await page.evaluate(() => (window as unknown as { __drawnFigures: string[] }).__drawnFigures);
  expect(drawn.length).toBeGreaterThan(0);
  expect(drawn.some((text) => /\d playing/.test(text))).toBe(true);
  const shown = await page
    .locator('.lobby__results article')
    .evaluateAll((tiles) => tiles.map((tile) => tile.textContent));
  expect(shown.slice(0, drawn.length)).toEqual(drawn);
});

test('the app takes over the drawn view in place, without asking again for what it shows', async ({
  agreedPage: page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (([API.systemStatus, API.banners, API.vendorSorting] as string[]).includes(pathname)) asked.push(pathname);
  });
  // the server's first banner element, noted before any module runs
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__drawnBanner = document.querySelector('.banners__slide--start img');
    });
  });
  await page.goto('/m/home');
  // the floating layers join once the app has committed its first render
  await expect(page.getByRole('region', { name: 'Get the app' })).toBeVisible();
  expect(await page.evaluate(() => window.__drawnBanner?.isConnected === true)).toBe(true);
  expect(
    await page.evaluate(() => window.__drawnBanner === document.querySelector('.banners__slide--start img')),
    'the banner on screen is the one the server drew',
  ).toBe(true);
  expect(asked, 'calls whose answers came with the page').toEqual([]);

  // and it is the app: a category opens the game centre without a page load
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/m\/gameCenter\?gameType=RNG$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('on a slow phone, a drawn form takes the tap once the app answers it, instead of sending itself as a page request', async ({
  agreedPage: page,
}) => {
  // a phone eight times slower than this machine: the drawn form is on screen long before the app can answer it
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  await page.goto('/m/register');
  const form = page.getByRole('form', { name: 'Register with user name' });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('User name: 4 to 16 letters or digits')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register$/);
  expect(
    loads.filter((url) => url.includes('?')),
    'the form sent as a page request',
  ).toEqual([]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('the view is drawn in the language the browser chose, and a player’s browser draws its own page', async ({
  agreedPage: page,
  request,
}) => {
  const tagalog = await request.get('/m/home', { headers: { cookie: `${FIRST_VIEW_COOKIES.language}=TL` } });
  const tagalogPage = await tagalog.text();
  expect(tagalogPage).toContain('<html lang="tl"');
  expect(tagalogPage).toContain('Mga kategorya ng laro');

  const player = await request.get('/m/home', { headers: { cookie: `${FIRST_VIEW_COOKIES.player}=1` } });
  const playerPage = await player.text();
  expect(playerPage).toContain('class="splash"');
  expect(playerPage).not.toContain('data-first-view');

  // the app tells the server what it needs to know: the language in use, and (once logged in) that a player is here
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === FIRST_VIEW_COOKIES.language))
    .toMatchObject({ value: 'EN', path: '/m' });
  await storeMemberSession(page);
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === FIRST_VIEW_COOKIES.player))
    .toMatchObject({ value: '1', path: '/m' });
});

test('behind the maintenance gate the page is the browser’s to draw', async ({ request }) => {
  const page = await (await request.get(`${baseUrl('maintenance')}/m/home`)).text();
  expect(page).toContain('class="splash"');
  expect(page).not.toContain('data-first-view');
});
