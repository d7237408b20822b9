import { test, expect } from '../support/account-fixtures';
import { registerByApi } from '../support/accounts';
import { lobby, playButton, star } from '../support/games';
import { storeLogin } from '../support/session';
import { expectToast, toast } from '../support/toasts';

// SPEC 4 "Favourites" with a real member of this test's own.

test('a guest who taps a star logs in and is back in the lobby with the star set; the favourites view asks a guest to log in', async ({
  player: page,
  clientIp,
}) => {
  await page.goto('/m/fav');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expectToast(page, 'Please log in to see your favourites.');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');

  const member = await registerByApi(clientIp);
  await page.goto('/m/gameCenter?gameType=RNG');
  await star(page, 'Golden Carabao').click();
  // the login address carries where the guest was and what they tapped
  await expect(page).toHaveURL(
    /\/m\/login\?redirect=%2Fm%2FgameCenter%3FgameType%3DRNG&action=favourite%3A\d+%3A[A-Z0-9_]+$/,
  );
  const form = page.getByRole('form', { name: 'Log in with user name' });
  await form.getByRole('textbox', { name: 'User name' }).fill(member.username);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page).toHaveURL(/\/m\/gameCenter\?gameType=RNG$/);
  await expectToast(page, 'Saved');
  await expect(star(page, 'Golden Carabao')).toHaveAttribute('aria-pressed', 'true');
  // the server agrees
  await page.reload();
  await expect(star(page, 'Golden Carabao')).toHaveAttribute('aria-pressed', 'true');
  await expect(star(page, 'Lucky Sari-Sari')).toHaveAttribute('aria-pressed', 'false');
});

test('favourites a game ("Saved" for 1 s), finds it in the favourites view and the filter, and unfavourites it there', async ({
  player: page,
  clientIp,
}) => {
  const member = await registerByApi(clientIp);
  await storeLogin(page, member.login);
  await page.goto('/m/gameCenter?gameType=RNG');
  const goldenStar = star(page, 'Golden Carabao');
  await expect(goldenStar).toHaveAttribute('aria-pressed', 'false');
  await goldenStar.click();
  await expectToast(page, 'Saved');
  await expect(goldenStar).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Saved')).toHaveCount(0, { timeout: 3000 });
  await star(page, 'Lucky Sari-Sari').click();
  await expect(star(page, 'Lucky Sari-Sari')).toHaveAttribute('aria-pressed', 'true');

  await lobby(page).classify.getByRole('button', { name: 'Favourite' }).click();
  await expect(lobby(page).tiles).toHaveCount(2);

  // home shows them too, in a row of up to 20 (SPEC 9), newest first
  const favouritesRequest = page.waitForRequest((request) => request.url().includes('/wps/game/favorites?'));
  await page.goto('/m/home');
  expect(new URL((await favouritesRequest).url()).searchParams.get('pageSize')).toBe('20');
  const row = page.getByRole('region', { name: 'My favourites' });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('article')).toHaveCount(2);
  await expect(row.getByRole('article').first()).toContainText('Lucky Sari-Sari');
  await expect(row.getByRole('link', { name: 'View all: My favourites' })).toHaveAttribute('href', '/m/fav');

  await page.goto('/m/fav');
  await expect(playButton(page, 'Golden Carabao')).toBeVisible();
  await expect(playButton(page, 'Lucky Sari-Sari')).toBeVisible();
  await star(page, 'Golden Carabao').click();
  await expect(playButton(page, 'Golden Carabao')).toHaveCount(0);
  await expect(playButton(page, 'Lucky Sari-Sari')).toBeVisible();

  // the server agrees: after a reload only one favourite is left
  await page.reload();
  await expect(playButton(page, 'Lucky Sari-Sari')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
});
