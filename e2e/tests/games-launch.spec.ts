import { test, expect } from '../support/account-fixtures';
import { freePlayByApi, lobby, playButton } from '../support/games';
import { baseUrl } from '../support/servers';
import { storeLogin } from '../support/session';

// SPEC 4 "Game launch": the branches, and a launched game full screen whose round the balance then shows.

const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

// the games server serves plain http without upgrading requests, so same-origin game frames load as they would in production
test.use({ baseURL: baseUrl('games') });

test('a guest who taps a game goes to log in', async ({ player: page }) => {
  await page.goto('/m/gameCenter?gameType=RNG');
  await playButton(page, 'Golden Carabao').click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('lottery games open the lottery route, with the ELOTT prize mode the mapping holds', async ({ player: page, clientIp }) => {
  await storeLogin(page, await freePlayByApi(clientIp, 'games'));
  await page.goto('/m/gameCenter?gameType=LOTT');
  await playButton(page, 'Lotto 6/42').click();
  await expect(page).toHaveURL(/\/m\/launchGame\?playType=trad&gameId=LOTT-001&gameGroupId=LOTT&prize_mode=ModeElott$/);
});

test('launches a game full screen, plays a round, closes it and the balance shows exactly the round', async ({ player: page, clientIp }) => {
  await storeLogin(page, await freePlayByApi(clientIp, 'games'));
  await page.goto('/m/home');
  const balance = page.getByRole('heading', { name: 'Total balance' }).locator('xpath=following-sibling::p');
  await expect(balance).toHaveText('₱ 2,000.00');

  await page.getByRole('region', { name: 'Slots' }).getByRole('button', { name: 'Golden Carabao', exact: true }).click();
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

test('fakes full screen where the browser has no Fullscreen API (iOS Safari on a phone)', async ({ player: page, clientIp }) => {
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
