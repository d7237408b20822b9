import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/account-fixtures';
import { freePlayByApi } from '../support/games';
import { storeLogin } from '../support/session';

// SPEC 2.3 "Home" and "Home footer" against the demo merchant.

test('home shows the banners, the notice bar, a welcome, the categories, the rows, the winners board and the footer', async ({
  player: page,
}) => {
  await page.goto('/m/home');
  const banners = page.getByRole('region', { name: 'Promotions' });
  await expect(banners.getByRole('group', { name: '1 of 3' })).toBeVisible();
  await expect(banners.getByRole('group')).toHaveCount(3);
  // the demo content's notices scroll past in the notice bar
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText('Play responsibly');
  await expect(page.getByRole('heading', { name: 'Welcome to Palaro' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Game categories' }).getByRole('link')).toHaveCount(9);
  await expect(
    page.getByRole('region', { name: 'Recommended for you' }).getByRole('button', { name: 'Golden Carabao' }),
  ).toBeVisible();

  for (const [row, href] of [
    ['Hot games', 'lobby'],
    ['Slots', 'RNG'],
    ['Live casino', 'LIVE'],
  ] as const) {
    const section = page.getByRole('region', { name: row });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('article').first()).toBeVisible();
    await expect(section.getByRole('link', { name: `View all: ${row}` })).toHaveAttribute(
      'href',
      `/m/gameCenter?gameType=${href}`,
    );
  }
  await expect(page.getByRole('region', { name: 'Biggest wins' })).toBeVisible();

  const intro = page.getByRole('region', { name: 'Play with Palaro' });
  await intro.scrollIntoViewIfNeeded();
  await expect(intro.getByRole('img')).toHaveCount(4);
  const footer = page.getByRole('contentinfo').or(page.locator('footer.site-footer'));
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText('© 2024 Palaro. All rights reserved.')).toBeVisible();
  for (const name of ['Facebook', 'Instagram', 'YouTube', 'Telegram', 'Discord', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('target', '_blank');
  }
  await footer.getByRole('link', { name: 'Game providers: open the game center' }).click();
  await expect(page).toHaveURL(/\/m\/gameCenter\?gameType=lobby$/);
});

test('a banner tap follows its link; the deposit button follows the member-type rule', async ({
  player: page,
  clientIp,
}) => {
  await page.goto('/m/home');
  await page.getByRole('region', { name: 'Promotions' }).getByRole('link', { name: 'Welcome to Palaro' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);

  await storeLogin(page, await freePlayByApi(clientIp));
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Deposit' }).first().click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please log in with a real account to use this function.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the balance widget hides, shows and refreshes the total', async ({ player: page, clientIp }) => {
  await storeLogin(page, await freePlayByApi(clientIp));
  await page.goto('/m/home');
  const balance = page.getByRole('heading', { name: 'Total balance' }).locator('xpath=following-sibling::p');
  await expect(balance).toHaveText('₱ 2,000.00');
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('******');
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(balance).toHaveText('₱ 2,000.00');
});

for (const path of ['/m/home', '/m/gameCenter?gameType=lobby', '/m/gameCenter?gameType=RNG', '/m/fav']) {
  test(`axe finds nothing on ${path} for a player`, async ({ player: page, clientIp }) => {
    await storeLogin(page, await freePlayByApi(clientIp));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  });
}

for (const path of ['/m/home', '/m/gameCenter?gameType=RNG']) {
  test(`axe finds nothing on ${path} in the light theme`, async ({ player: page }) => {
    await page.addInitScript(() => window.localStorage.setItem('MC_THEME', 'light'));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  });
}

test('the video banner is a poster until tapped; only the tap loads the player, in the site language', async ({
  player: page,
}) => {
  await page.goto('/m/home');
  const video = page.getByRole('region', { name: 'Watch and win' });
  // the end of home loads as the visitor scrolls near it
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(video).toBeAttached({ timeout: 500 });
  }).toPass();
  await video.scrollIntoViewIfNeeded();
  const play = video.getByRole('button', { name: /Featured video/ });
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // the video site is not reachable from the test machine: what matters is what the page asks it for
  await page.route(/youtube/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  );
  await play.click();
  const frame = video.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/jNQXAC9IVRw\?.*hl=en/);
});
