import AxeBuilder from '@axe-core/playwright';
import { API, type LaunchGame } from '@palaro/contract';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/account-fixtures';
import { apiCall, DEMO, loginByApi } from '../support/api';
import { playButton } from '../support/games';
import { baseUrl } from '../support/servers';
import { storeLogin } from '../support/session';

// Palaro Originals played for real: a launch token of a logged-in demo player, rounds through the seamless wallet,
// the wallet moving by exactly each round's result, and a round verified once its seed is revealed.

// the games server's demo balance is touched by nothing else; these tests take turns with it
test.use({ baseURL: baseUrl('games') });
test.describe.configure({ mode: 'serial' });

const minor = (text: string) => BigInt(text.replace(/[^\d-]/g, ''));

async function mainBalance(token: string): Promise<bigint> {
  const reply = await apiCall<{ wallets: { kind: string; amount: string }[] }>('GET', API.wallets, {
    token,
    server: 'games',
  });
  return BigInt(reply.value.wallets.find((wallet) => wallet.kind === 'main')?.amount ?? '0');
}

async function launchUrl(token: string, gameCode: string, language = 'EN'): Promise<string> {
  const list = await apiCall<{ games: { nodeId: number; gameCode: string }[] }>(
    'GET',
    `${API.gameList}?gameType=LOCAL&pageSize=60`,
    { server: 'games' },
  );
  const game = list.value.games.find((entry) => entry.gameCode === gameCode);
  expect(game, `${gameCode} in the LOCAL category`).toBeDefined();
  const launched = await apiCall<LaunchGame>('GET', `${API.launchGame}?nodeId=${game?.nodeId}&language=${language}`, {
    token,
    server: 'games',
  });
  expect(launched.value.url).toMatch(
    new RegExp(`^/originals/play/${gameCode}\\?token=[A-Za-z0-9_-]+&language=${language}$`),
  );
  return launched.value.url;
}

/** The round is over when the Win meter shows its amount; answers it in minor units. */
async function roundWin(page: Page): Promise<bigint> {
  const win = page.getByTestId('last-win');
  await expect(win).toHaveText(/₱/, { timeout: 15_000 });
  await expect(page.getByTestId('balance')).not.toHaveText('');
  return minor(await win.innerText());
}

test.describe('Palaro Originals played for real', () => {
  test('Color Game: one round moves the wallet by exactly its result, and the round verifies once its seed is revealed', async ({
    player: page,
    clientIp,
  }) => {
    const login = await loginByApi(DEMO.username, DEMO.password, 'games', clientIp);
    const before = await mainBalance(login.token);
    await page.goto(await launchUrl(login.token, 'color-game'));

    await expect(page.getByRole('heading', { name: 'Color Game' })).toBeVisible();
    expect(minor(await page.getByTestId('balance').innerText())).toBe(before);
    await expect(page).toHaveURL(/\/originals\/play\/color-game\?language=EN$/);
    const strip = page.getByRole('button', { name: 'Open the provably fair settings' });
    await expect(strip).toContainText('Nonce');

    await page.getByRole('button', { name: 'Bet on Red' }).click();
    await page.getByRole('button', { name: 'Bet on Red' }).click();
    await page.getByRole('button', { name: 'Bet on Green' }).click();
    await expect(page.getByTestId('total-bet')).toHaveText('₱30.00');
    await page.getByRole('button', { name: 'Roll' }).click();
    const win = await roundWin(page);

    const after = await mainBalance(login.token);
    expect(after).toBe(before - 3000n + win);
    await expect.poll(async () => minor(await page.getByTestId('balance').innerText())).toBe(after);

    // history -> verify: hidden until the pair rotates, then replayed and matched
    await page.getByRole('button', { name: 'Round history' }).click();
    const history = page.getByRole('dialog', { name: 'Round history' });
    await history
      .getByRole('link', { name: /^Verify round with nonce \d+$/ })
      .first()
      .click();
    const verify = page.getByRole('dialog', { name: 'Verify round' });
    await expect(verify.getByText(/still in use, so it is hidden/)).toBeVisible();
    await verify.getByRole('button', { name: 'Rotate seed pair' }).click();
    await expect(verify.getByText('Verified: this round was fair')).toBeVisible();
    await expect(
      verify.getByText('The SHA-256 of the revealed server seed equals the hash shown before play', { exact: true }),
    ).toBeVisible();
    // and the player's own browser computed the same
    await expect(
      verify.getByText(
        'Checked in your browser: the SHA-256 of the revealed server seed equals the hash shown before play',
      ),
    ).toBeVisible();
    await expect(verify.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  });

  test('a slot spin and a Baccarat coup each settle exactly through the wallet', async ({ player: page, clientIp }) => {
    const login = await loginByApi(DEMO.username, DEMO.password, 'games', clientIp);

    let before = await mainBalance(login.token);
    await page.goto(await launchUrl(login.token, 'isla-fortuna'));
    await expect(page.getByRole('group', { name: 'Reels' })).toBeVisible();
    const stake = minor(await page.getByTestId('total-bet').innerText());
    await page.getByRole('button', { name: 'Spin' }).click();
    let win = await roundWin(page);
    await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 30_000 });
    let after = await mainBalance(login.token);
    expect(after).toBe(before - stake + win);

    before = after;
    await page.goto(await launchUrl(login.token, 'baccarat'));
    await page.getByRole('button', { name: 'Bet on Banker, pays 0.95:1' }).click();
    await page.getByRole('button', { name: 'Bet on Tie, pays 8:1' }).click();
    await page.getByRole('button', { name: 'Deal' }).click();
    win = await roundWin(page);
    await expect(page.getByRole('status').filter({ hasText: /wins|Tie/ })).toBeVisible();
    after = await mainBalance(login.token);
    expect(after).toBe(before - 2000n + win);
  });

  test('the lobby opens an Original in its frame, and after closing the wallet has moved by exactly the round', async ({
    player: page,
    clientIp,
  }) => {
    const login = await loginByApi(DEMO.username, DEMO.password, 'games', clientIp);
    await storeLogin(page, login);
    const before = await mainBalance(login.token);
    await page.goto('/m/gameCenter?gameType=LOCAL');
    await playButton(page, 'Color Game').click();
    const frame = page.frameLocator('iframe[title="Color Game"]');
    await frame.getByRole('button', { name: 'Bet on Yellow' }).click();
    await frame.getByRole('button', { name: 'Roll' }).click();
    const win = minor(await frame.getByTestId('last-win').filter({ hasText: /₱/ }).innerText({ timeout: 15_000 }));
    await expect(frame.getByRole('button', { name: 'Roll' })).toBeDisabled();
    await frame.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page.getByRole('dialog', { name: 'Color Game' })).toHaveCount(0);
    expect(await mainBalance(login.token)).toBe(before - 1000n + win);
  });

  test('a launch link works once', async ({ player: page, clientIp }) => {
    const login = await loginByApi(DEMO.username, DEMO.password, 'games', clientIp);
    const url = await launchUrl(login.token, 'baccarat', 'TL');
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Ibigay' })).toBeVisible();
    const fresh = await page.context().newPage();
    await fresh.goto(url);
    await expect(fresh.getByRole('alert')).toContainText('Nagamit na o nag-expire na ang link ng larong ito.');
  });

  test('axe finds nothing on a game page, its fairness panel and the verify page', async ({
    player: page,
    clientIp,
  }) => {
    const login = await loginByApi(DEMO.username, DEMO.password, 'games', clientIp);
    const axe = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`,
      );
    for (const gameCode of ['pista-fiesta', 'color-game', 'baccarat']) {
      await page.goto(await launchUrl(login.token, gameCode));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('balance')).toBeVisible();
      expect(await axe(), gameCode).toEqual([]);
    }
    await page.getByRole('button', { name: 'Provably fair', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Provably fair' })).toBeVisible();
    expect(await axe(), 'fairness panel').toEqual([]);
    await page.goto('/originals/verify?language=EN');
    await expect(page.getByRole('heading', { name: 'Verify a round' })).toBeVisible();
    expect(await axe(), 'verify page').toEqual([]);
  });
});
