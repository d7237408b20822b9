import { API, ORIGINALS_PATHS, type LaunchGame } from '@palaro/contract';
import { test, expect } from '../support/account-fixtures';
import { registerByApi } from '../support/accounts';
import { apiCall } from '../support/api';
import { fundPlayer } from '../support/money';
import { storeLogin } from '../support/session';

// The transaction report names the game of a round's bets and wins and opens the round, with an Original's
// fairness proof: never the ledger's internal reference.

/** One Color Game round played as its game page plays it, then the seed pair rotated so the round can be checked. */
async function playColorGame(token: string, ip: string): Promise<string> {
  const list = await apiCall<{ games: { nodeId: number; gameCode: string }[] }>(
    'GET',
    `${API.gameList}?gameType=LOCAL&pageSize=60`,
    { ip },
  );
  const nodeId = list.value.games.find((game) => game.gameCode === 'color-game')?.nodeId;
  const launched = await apiCall<LaunchGame>('GET', `${API.launchGame}?nodeId=${nodeId}&language=EN`, { token, ip });
  const launchToken = new URL(launched.value.url, 'http://local').searchParams.get('token') ?? '';
  const session = await apiCall<{ sessionToken: string }>('POST', ORIGINALS_PATHS.session, {
    data: { launchToken },
    ip,
  });
  const gameToken = session.value.sessionToken;
  const round = await apiCall<{ round: { roundId: string } }>('POST', ORIGINALS_PATHS.rounds, {
    data: { requestId: `report-${Date.now()}`, bet: { stakes: { red: '1000' } } },
    token: gameToken,
    ip,
  });
  expect(round.success).toBe(true);
  await apiCall('POST', ORIGINALS_PATHS.rotateSeeds, { data: {}, token: gameToken, ip });
  return round.value.round.roundId;
}

test('a round in the report names its game and vendor and opens the round with its fairness proof', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await fundPlayer(account.username, '50000', clientIp);
  const roundId = await playColorGame(account.login.token, clientIp);
  await storeLogin(page, account.login);

  await page.goto('/m/member/transactions');
  const list = page.getByRole('list', { name: 'Transactions' });
  const bet = list.getByRole('link', { name: /Color Game.*Bet · Palaro Originals/ });
  await expect(bet).toBeVisible();
  await expect(bet).toContainText('-₱10.00');
  await expect(list).not.toContainText('round:');
  await expect(list).not.toContainText(roundId);

  await bet.click();
  await expect(page).toHaveURL(new RegExp(`/m/member/round\\?provider=ORIGINALS&roundId=${roundId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Game round' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Color Game' })).toBeVisible();
  await expect(page.getByText(roundId)).toBeVisible();
  const proof = page.getByRole('region', { name: 'Fairness proof' });
  await expect(proof.getByRole('status')).toHaveText(
    'Verified: the revealed seed matches its commitment and replays this exact result.',
  );

  // the verify page opens with this round's seeds filled in and recomputes it
  await proof.getByRole('link', { name: 'Recompute it yourself' }).click();
  await expect(page).toHaveURL(/\/originals\/verify\?game=color-game&serverSeed=[0-9a-f]+/);
  await expect(page.getByLabel('Nonce')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Replay the round' }).click();
  await expect(page.getByText('Verified: this round was fair')).toBeVisible();
  // and the page hashed the revealed seed itself, in this browser, against the commitment from the report
  await expect(
    page.getByText(
      'Checked in your browser: the SHA-256 of the revealed server seed equals the hash shown before play',
    ),
  ).toBeVisible();
});
