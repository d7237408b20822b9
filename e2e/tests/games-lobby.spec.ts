import { test, expect } from '../support/fixtures';
import { lobby, playButton } from '../support/games';

// SPEC 2.3 "Game lobby / game centre" and 4 "Game list" against the demo catalogue, as a guest.

test('browses every category of the menu: All games, LOCAL first, then the server order with SPORTS split', async ({
  agreedPage: page,
}) => {
  await page.goto('/m/gameCenter?gameType=lobby');
  const { categories, results, tiles } = lobby(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Game center' })).toBeVisible();
  const names = await categories.getByRole('button').allTextContents();
  expect(names).toEqual([
    'All games',
    'Palaro Originals',
    'Slots',
    'Live casino',
    'Fishing',
    'Poker & PvP',
    'Sports',
    'Cockfighting',
    'E-sports',
    'Lottery',
  ]);
  await expect(categories.getByRole('button', { name: 'All games' })).toHaveAttribute('aria-pressed', 'true');

  const codes = ['LOCAL', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'LOTT'];
  for (const [index, name] of names.slice(1).entries()) {
    await categories.getByRole('button', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`gameType=${codes[index]}$`));
    await expect(categories.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(results.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(tiles.first()).toBeVisible();
  }

  // search only for lobby, RNG, PVP, FISH and LIVE; vendors only for RNG, PVP, FISH and LIVE
  await categories.getByRole('button', { name: 'Palaro Originals' }).click();
  await expect(tiles.first()).toBeVisible();
  await expect(lobby(page).search).toHaveCount(0);
  await expect(lobby(page).vendors).toHaveCount(0);
  await categories.getByRole('button', { name: 'Fishing' }).click();
  await expect(lobby(page).search).toBeVisible();
  await expect(lobby(page).vendors.getByRole('button', { name: 'Dagat Fishing' })).toBeVisible();
});

test('pages with "more game" until the last page, 9 games at a time', async ({ agreedPage: page }) => {
  await page.goto('/m/gameCenter?gameType=RNG');
  const { tiles, more, pager } = lobby(page);
  await expect(pager).toHaveText('1 / 4');
  await expect(tiles).toHaveCount(9);
  for (const [page_, count] of [
    [2, 18],
    [3, 27],
    [4, 30],
  ] as const) {
    await more.click();
    await expect(pager).toHaveText(`${page_} / 4`);
    await expect(tiles).toHaveCount(count);
  }
  await expect(more).toHaveCount(0);
});

test('searches the trimmed name on Enter, and a vendor or filter change starts again at page 1', async ({
  agreedPage: page,
}) => {
  await page.goto('/m/gameCenter?gameType=RNG');
  const { search, tiles, vendors, classify, results, pager, more } = lobby(page);
  await expect(tiles).toHaveCount(9);
  await search.fill('   golden carabao  ');
  await search.press('Enter');
  await expect(results.getByRole('heading', { name: 'Results for “golden carabao”' })).toBeVisible();
  await expect(search).toHaveValue('golden carabao');
  await expect(tiles).toHaveCount(1);
  await expect(playButton(page, 'Golden Carabao')).toBeVisible();

  await search.fill('no such game');
  await search.press('Enter');
  await expect(page.getByText('No games found')).toBeVisible();

  await search.fill('');
  await search.press('Enter');
  await more.click();
  await expect(pager).toHaveText('2 / 4');
  await vendors.getByRole('button', { name: 'Tala Reels' }).click();
  await expect(pager).toHaveText('1 / 2');
  await expect(tiles).toHaveCount(9);
  await expect(tiles.getByText('Tala Reels', { exact: true })).toHaveCount(9);

  await classify.getByRole('button', { name: 'New' }).click();
  await expect(classify.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pager).toHaveText('1 / 1');
  await expect(tiles.getByText('NEW', { exact: true })).toHaveCount(await tiles.count());
});

test('shows a vendor list from /m/gameList and the providers from /m/providers', async ({ agreedPage: page }) => {
  await page.goto('/m/providers?vassalage=TALA');
  await expect(page.getByRole('heading', { level: 1, name: 'Game providers' })).toBeVisible();
  const tala = page.getByRole('link', { name: 'Games of Tala Reels' });
  await expect(tala).toHaveAttribute('aria-current', 'true');
  await tala.click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=TALA$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Game list' })).toBeVisible();
  await expect(lobby(page).vendors.getByRole('button', { name: 'Tala Reels' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby(page).pager).toHaveText('1 / 2');
});

test('the drawer and the bottom menu lead to the game centre', async ({ agreedPage: page }) => {
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/m\/gameCenter\?gameType=LIVE$/);
  await expect(lobby(page).categories.getByRole('button', { name: 'Live casino' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/m\/gameCenter\?gameType=lobby$/);
  await expect(lobby(page).categories.getByRole('button', { name: 'All games' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('hot games and the slots centre', async ({ agreedPage: page }) => {
  await page.goto('/m/hot');
  await expect(page.getByRole('heading', { level: 1, name: 'Hot games' })).toBeVisible();
  await expect(lobby(page).classify).toHaveCount(0);
  await expect(lobby(page).tiles).toHaveCount(9);
  await expect(lobby(page).pager).toHaveText(/^1 \/ \d+$/);

  await page.goto('/m/slotsCenter');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'RNG' })).toBeVisible();
  await expect(lobby(page).results.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
  await expect(lobby(page).vendors.getByRole('button', { name: 'Lumen Slots' })).toBeVisible();
  await expect(lobby(page).pager).toHaveText('1 / 4');
});
