import AxeBuilder from '@axe-core/playwright';
import { formatMinorAmount } from '@palaro/contract';
import { test, expect } from '../support/account-fixtures';
import { registerByApi } from '../support/accounts';
import { freePlayByApi, playColorGameByApi, type PlayedRound } from '../support/games';
import { fundPlayer } from '../support/money';
import { storeLogin } from '../support/session';

// The game record (SPEC 2.1 /m/gameRecord): a round played through the Originals game server shows with its money, the
// period's totals add it up, the category filter keeps to the game's category, and the round opens its fairness proof.

const money = (minor: bigint | string) => formatMinorAmount(minor, 'PHP', { symbol: '₱' });
const netOf = (round: PlayedRound) => {
  const net = BigInt(round.totalWin) - BigInt(round.totalBet);
  return net > 0n ? `+${money(net)}` : money(net);
};

test('a played round shows with its bet, win and net and the totals, and opens its fairness proof', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await fundPlayer(account.username, '50000', clientIp);
  const round = await playColorGameByApi(account.login.token, clientIp, '1000');
  await storeLogin(page, account.login);

  await page.goto('/m/gameRecord');
  await expect(page.getByRole('heading', { level: 1, name: 'Game history' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Game rounds' });
  const row = list.getByRole('link', { name: /Color Game/ });
  await expect(row).toContainText('Palaro Originals');
  await expect(row).toContainText(`Bet ${money(round.totalBet)}`);
  await expect(row).toContainText(`Win ${money(round.totalWin)}`);
  await expect(row).toContainText(netOf(round));
  await expect(row).toContainText('Finished');
  await expect(row).toContainText('Provably fair');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  const totals = page.getByRole('region', { name: 'Period totals' });
  await expect(totals).toContainText('Rounds: 1');
  await expect(totals.getByRole('definition').nth(0)).toHaveText(money(round.totalBet));
  await expect(totals.getByRole('definition').nth(1)).toHaveText(money(round.totalWin));
  await expect(totals.getByRole('definition').nth(2)).toHaveText(netOf(round));

  // the Original is a LOCAL game: the slots hold nothing of it
  const categories = page.getByRole('group', { name: 'Game categories' });
  await categories.getByRole('button', { name: 'Slots' }).click();
  await expect(page.getByText('No game rounds in this period')).toBeVisible();
  await expect(totals).toContainText('Rounds: 0');
  await categories.getByRole('button', { name: 'Palaro Originals' }).click();
  await expect(row).toBeVisible();
  await expect(totals).toContainText('Rounds: 1');

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/m/member/round\\?provider=ORIGINALS&roundId=${round.roundId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Game round' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fairness proof' }).getByRole('status')).toHaveText(
    'Verified: the revealed seed matches its commitment and replays this exact result.',
  );

  // back comes to the record as it was left
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/gameRecord\?category=LOCAL&from=/);
  await expect(categories.getByRole('button', { name: 'Palaro Originals' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeVisible();
});

test("a trial account finds its play round in the record and opens the round's proof", async ({
  player: page,
  clientIp,
}) => {
  const trial = await freePlayByApi(clientIp);
  const round = await playColorGameByApi(trial.token, clientIp, '500');
  await storeLogin(page, trial);

  await page.goto('/m/gameRecord');
  const row = page.getByRole('list', { name: 'Game rounds' }).getByRole('link', { name: /Color Game/ });
  await expect(row).toContainText(netOf(round));
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game round' })).toBeVisible();
  await expect(page.getByText(round.roundId)).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds nothing on the game record with rounds on it (${theme})`, async ({ player: page, clientIp }) => {
    const account = await registerByApi(clientIp);
    await fundPlayer(account.username, '50000', clientIp);
    await playColorGameByApi(account.login.token, clientIp, '1000');
    await page.addInitScript((stored) => window.localStorage.setItem('MC_THEME', stored), theme);
    await storeLogin(page, account.login);
    await page.goto('/m/gameRecord');
    await expect(page.getByRole('list', { name: 'Game rounds' }).getByRole('link')).toHaveCount(1);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
