import { test, expect } from '../support/account-fixtures';
import { freshPassword, freshUsername } from '../support/accounts';
import { TEST_CAPTCHA_CODE } from '../support/api';
import { freePlayByApi, lobby, playButton } from '../support/games';
import { baseUrl } from '../support/servers';
import { storeLogin } from '../support/session';

// SPEC 4 "Game launch": the branches, and a launched game full screen whose round the balance then shows.

const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

// the games server serves plain http without upgrading requests, so same-origin game frames load as they would in production
test.use({ baseURL: baseUrl('games') });

test('a guest who taps a game signs up from the login screen and is back in the lobby with the game launching', async ({
  player: page,
}) => {
  await page.goto('/m/gameCenter?gameType=RNG');
  await playButton(page, 'Golden Carabao').click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameCenter%3FgameType%3DRNG&action=launch%3A\d+$/);
  // signing up instead keeps the intent
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/m\/register\?redirect=%2Fm%2FgameCenter%3FgameType%3DRNG&action=launch%3A\d+$/);
  const username = freshUsername();
  const password = freshPassword();
  const form = page.getByRole('form', { name: 'Register with user name' });
  await form.getByRole('textbox', { name: 'User name' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Nickname' }).fill('Lucky Ana');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@example.com`);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(TEST_CAPTCHA_CODE);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/m\/gameCenter\?gameType=RNG$/);
  await expect(page.getByRole('dialog', { name: 'Golden Carabao' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Golden Carabao"]').getByRole('button', { name: 'Spin' })).toBeVisible();
});

test('a guest who taps a game on home logs in and is back on home with the game launching', async ({
  player: page,
}) => {
  await page.goto('/m/home');
  await page
    .getByRole('region', { name: 'Slots' })
    .getByRole('button', { name: 'Golden Carabao', exact: true })
    .click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fhome&action=launch%3A\d+$/);
  const form = page.getByRole('form', { name: 'Log in with user name' });
  await form.getByRole('textbox', { name: 'User name' }).fill('demo');
  await form.getByLabel('Password', { exact: true }).fill('Demo1234');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('dialog', { name: 'Golden Carabao' })).toBeVisible();
});

test('lottery games open the lottery route, with the ELOTT prize mode the mapping holds', async ({
  player: page,
  clientIp,
}) => {
  await storeLogin(page, await freePlayByApi(clientIp, 'games'));
  await page.goto('/m/gameCenter?gameType=LOTT');
  await playButton(page, 'Lotto 6/42').click();
  await expect(page).toHaveURL(
    /\/m\/launchGame\?playType=trad&gameId=lotto-6-42&gameGroupId=LOTT&prize_mode=ModeElott$/,
  );
});

test('launches a game full screen, plays a round, closes it and the balance shows exactly the round', async ({
  player: page,
  clientIp,
}) => {
  await storeLogin(page, await freePlayByApi(clientIp, 'games'));
  await page.goto('/m/home');
  const balance = page.getByRole('heading', { name: 'Total balance' }).locator('xpath=following-sibling::p');
  await expect(balance).toHaveText('₱ 2,000.00');

  await page
    .getByRole('region', { name: 'Slots' })
    .getByRole('button', { name: 'Golden Carabao', exact: true })
    .click();
  const player = page.getByRole('dialog', { name: 'Golden Carabao' });
  await expect(player).toBeVisible();
  const game = page.frameLocator('iframe[title="Golden Carabao"]');
  const inGame = game.locator('#balance');
  await expect(inGame).toHaveText('2000.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  const round = game.getByRole('list', { name: 'Last rounds' }).getByRole('listitem');
  await expect(round).toHaveCount(1);
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  // the round's line names its stake and payout; the wallet must have moved by exactly their difference
  const [, stake = '', paid = ''] = /stake ([\d.,]+) · paid ([\d.,]+)/.exec(await round.innerText()) ?? [];
  expect(amount(stake)).toBeGreaterThan(0);
  const afterRound = amount(await inGame.innerText());
  expect(afterRound).toBeCloseTo(2000 - amount(stake) + amount(paid), 2);

  await player.getByRole('button', { name: 'Close game' }).click();
  await expect(player).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(balance).toHaveText(`₱ ${afterRound.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
});

test('records the launched game as recent', async ({ player: page, clientIp }) => {
  await storeLogin(page, await freePlayByApi(clientIp, 'games'));
  await page.goto('/m/gameCenter?gameType=FISH');
  await playButton(page, 'Ocean King Hunt').click();
  const player = page.getByRole('dialog', { name: 'Ocean King Hunt' });
  await expect(player).toBeVisible();
  await player.getByRole('button', { name: 'Close game' }).click();
  await lobby(page).classify.getByRole('button', { name: 'Recent' }).click();
  await expect(lobby(page).tiles).toHaveCount(1);
  await expect(playButton(page, 'Ocean King Hunt')).toBeVisible();
});

test('fakes full screen where the browser has no Fullscreen API (iOS Safari on a phone)', async ({
  player: page,
  clientIp,
}) => {
  await page.addInitScript(() => {
    // iPhone Safari has neither requestFullscreen nor webkitRequestFullscreen on elements
    Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
    Reflect.deleteProperty(Element.prototype, 'webkitRequestFullscreen');
  });
  await storeLogin(page, await freePlayByApi(clientIp, 'games'));
  await page.goto('/m/gameCenter?gameType=RNG');
  await playButton(page, 'Golden Carabao').click();
  const player = page.getByRole('dialog', { name: 'Golden Carabao' });
  await expect(player).toHaveAttribute('data-fullscreen', 'faked');
  const viewport = page.viewportSize();
  expect(await player.boundingBox()).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  await player.getByRole('button', { name: 'Close game' }).click();
  await expect(player).toHaveCount(0);
  await expect(playButton(page, 'Golden Carabao')).toBeVisible();
});

test('a game keeps its session through a frame reload and beside a game in another tab', async ({
  player: page,
  clientIp,
}) => {
  await storeLogin(page, await freePlayByApi(clientIp, 'games'));
  await page.goto('/m/gameCenter?gameType=RNG');
  await playButton(page, 'Golden Carabao').click();
  const slot = page.frameLocator('iframe[title="Golden Carabao"]');
  await expect(slot.locator('#balance')).toHaveText('2000.00');
  // the session rides in an HttpOnly cookie of the game's address, never in the address or the page's reach
  const frame = page.frames().find((candidate) => candidate.url().includes('/provider-sim/game/'));
  expect(frame?.url()).toMatch(/\/provider-sim\/game\/[\w-]{16}$/);
  expect(await frame?.evaluate(() => document.cookie)).toBe('');
  // the old document still shows the balance until the reload commits: wait for the new one first
  const reloaded = page.waitForEvent('framenavigated', (navigated) => navigated === frame);
  await frame?.evaluate(() => window.location.reload());
  await reloaded;
  await expect(slot.locator('#balance')).toHaveText('2000.00');
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.getByRole('list', { name: 'Last rounds' }).getByRole('listitem')).toHaveCount(1);

  const tab = await page.context().newPage();
  await tab.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
  await tab.addInitScript(() => {
    if (window === window.top) window.sessionStorage.setItem('MC_DISCLAIMER_AGREED', '1');
  });
  await tab.goto('/m/gameCenter?gameType=FISH');
  await playButton(tab, 'Ocean King Hunt').click();
  const fish = tab.frameLocator('iframe[title="Ocean King Hunt"]');
  await fish.getByRole('button', { name: 'Fire' }).click();
  await expect(fish.getByRole('list', { name: 'Last rounds' }).getByRole('listitem')).toHaveCount(1);
  await expect(fish.locator('.reel')).toHaveCount(0);

  // the first tab still plays its own slot
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.getByRole('list', { name: 'Last rounds' }).getByRole('listitem')).toHaveCount(2);
  await expect(slot.locator('.reel')).toHaveCount(3);
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name === 'sim_session');
  expect(
    cookies.map(({ path, httpOnly, sameSite }) => ({
      game: path.startsWith('/provider-sim/game/'),
      httpOnly,
      sameSite,
    })),
  ).toEqual([
    { game: true, httpOnly: true, sameSite: 'Strict' },
    { game: true, httpOnly: true, sameSite: 'Strict' },
  ]);
});
