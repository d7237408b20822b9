import { test, expect } from '../support/account-fixtures';
import { freePlayByApi, playButton } from '../support/games';
import { baseUrl } from '../support/servers';
import { storeLogin } from '../support/session';

// A Palaro Originals game from the lobby: launched full screen, one round played through the seamless wallet, closed
// with the game's own lobby button, and the balance on home then says exactly what the round left.

const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const shown = (value: number) =>
  `₱ ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.use({ baseURL: baseUrl('games') });

test('plays an Originals slot round full screen; after closing, home shows the balance the round left', async ({
  player: page,
  clientIp,
}) => {
  await storeLogin(page, await freePlayByApi(clientIp, 'games'));
  await page.goto('/m/home');
  const balance = page.getByRole('heading', { name: 'Total balance' }).locator('xpath=following-sibling::p');
  await expect(balance).toHaveText('₱ 2,000.00');

  await page.goto('/m/gameCenter?gameType=LOCAL');
  await playButton(page, 'Isla Fortuna').click();
  const player = page.getByRole('dialog', { name: 'Isla Fortuna' });
  await expect(player).toBeVisible();
  const game = page.frameLocator('iframe[title="Isla Fortuna"]');
  const inGame = game.getByTestId('balance');
  await expect(inGame).toContainText('2,000.00');
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(game.getByTestId('last-win')).not.toHaveText('—', { timeout: 30_000 });
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  const bet = amount(await game.getByTestId('total-bet').innerText());
  const win = amount(await game.getByTestId('last-win').innerText());
  const afterRound = amount(await inGame.innerText());
  expect(afterRound).toBeCloseTo(2000 - bet + win, 2);

  await game.getByRole('button', { name: 'Back to the lobby' }).click();
  await expect(player).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/gameCenter\?gameType=LOCAL$/);
  await page.goto('/m/home');
  await expect(balance).toHaveText(shown(afterRound));
});
