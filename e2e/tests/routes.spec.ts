import { test, expect } from '../support/fixtures';
import { routeCases, homeAliases } from '../support/routes';
import { storeMemberSession } from '../support/session';

// The routes whose screens the issues still to come build (promotions and loyalty, agents, the lottery): only these
// may show the coming-soon frame.
const LATER_ISSUES = new Set([
  '/m/member/benefits',
  '/m/leaderBoard',
  '/m/activity',
  '/m/activity/signIn',
  '/m/activityDetail',
  '/m/rewardCenter',
  '/m/vip',
  '/m/events',
  '/m/inviteFriends',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/agentRegister',
  '/m/lottery',
]);

test.describe('every route of SPEC 2.1 renders with the layout of SPEC 2.2', () => {
  for (const route of routeCases) {
    test(`${route.path} — "${route.title}", header ${route.header ? 'shown' : 'hidden'}, footer ${route.footer ? 'shown' : 'hidden'}`, async ({
      agreedPage: page,
    }) => {
      await storeMemberSession(page);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · Palaro$`));

      const bottomMenu = page.getByRole('navigation', { name: 'Bottom menu' });
      if (route.footer) await expect(bottomMenu).toBeVisible();
      else await expect(bottomMenu).toHaveCount(0);

      const banner = page.getByRole('banner');
      if (homeAliases.includes(route.path)) {
        await expect(banner.getByRole('link', { name: 'Palaro home' })).toBeVisible();
      } else if (route.header) {
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
      } else {
        await expect(banner).toHaveCount(0);
      }
      if (!LATER_ISSUES.has(route.path.split('?')[0]!)) {
        // once the screen has come in (no page spinner left), it is the real one
        await expect(page.locator('main .spinner--page')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Coming soon' })).toHaveCount(0);
      }
    });
  }
});

test('unknown paths under /m land on home', async ({ agreedPage: page }) => {
  for (const path of ['/m/no-such-screen', '/m/deep/unknown/path?x=1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Palaro home' })).toBeVisible();
  }
});

test('the back arrow is absent on changePsw and goes home from login', async ({ agreedPage: page }) => {
  await storeMemberSession(page);
  await page.goto('/m/changePsw');
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  await page.goto('/m/aboutus');
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('Home is the current bottom-menu item on every home alias', async ({ agreedPage: page }) => {
  for (const path of homeAliases) {
    await page.goto(path);
    const home = page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('aria-current', 'page');
  }
});
