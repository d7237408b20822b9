import { test, expect } from '../support/account-fixtures';
import { registerByApi } from '../support/accounts';
import { playColorGameByApi } from '../support/games';
import { fundPlayer } from '../support/money';
import { storeLogin } from '../support/session';

// The transaction report names the game of a round's bets and wins and opens the round, with an Original's
// fairness proof: never the ledger's internal reference.

test('a round in the report names its game and vendor and opens the round with its fairness proof', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await fundPlayer(account.username, '50000', clientIp);
  const { roundId } = await playColorGameByApi(account.login.token, clientIp);
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
