import { test, expect } from '../support/fixtures';
import { routeCases } from '../support/routes';

const loginGuarded = routeCases.filter((route) => route.guarded && route.path !== '/m/changePsw');

test.describe('guests are sent to log in (SPEC 4, 6)', () => {
  for (const route of [
    ...loginGuarded.map((r) => r.path),
    '/m/launchGame?playType=ent&gameId=1',
    '/m/startLottery?mui=1&playType=ent&gameId=1',
  ]) {
    test(`${route} -> /m/login`, async ({ agreedPage: page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in', exact: true })).toBeVisible();
    });
  }
});

test('change password without a session goes home', async ({ agreedPage: page }) => {
  await page.goto('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/home$/);
});
