import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColorGameResult, OriginalsRound } from '@palaro/contract/originals';
import { App } from '../app/app';
import { storeSession } from '../shared/game/session-store';
import { fakeApi, SESSION_TOKEN } from '../testing/fake-api';
import { colorTable, playedRound, stateFor } from '../testing/fixtures';
import { commitmentOf, seedMatchesCommitment } from './seed-commitment';

// SHA-256 of the 32 bytes 0xab, as the server commits to it (the server's seeds test pins the same value; checked
// once with the openssl command line).
const seed = 'ab'.repeat(32);
const commitment = '9a2db2e23f1504cd056606553ac049c5e718e8f9ce9233876df1a7a1821af885';
// One hex digit changed: what a server swapping the seed after play would reveal.
const tampered = `${'ab'.repeat(31)}ac`;

const MATCH = 'Checked in your browser: the SHA-256 of the revealed server seed equals the hash shown before play';
const MISMATCH = /^Warning: your browser computed a different SHA-256 for the revealed server seed/;

const state = stateFor(colorTable);
const result: ColorGameResult = {
  engine: 'color-game',
  outcome: { dice: ['red', 'blue', 'white'] },
  details: { game: 'color-game', bets: [{ colour: 'pink', stake: '1000', matches: 0, payout: '0' }] },
};
const played = playedRound(state, { stakes: { pink: '1000' } }, 1000n, 0n, result).round;
const round: OriginalsRound = {
  ...played,
  revealed: true,
  fairness: { ...played.fairness!, serverSeedHash: commitment },
};

/** The verify page for one revealed round; the server's own answer always says the commitment matches. */
async function openRevealed(revealedSeed: string) {
  storeSession('color-game', SESSION_TOKEN, Date.now() + 60_000);
  const api = fakeApi(state);
  api.verifyRound.mockResolvedValue({
    currency: 'PHP',
    round,
    revealed: {
      serverSeed: revealedSeed,
      serverSeedHash: commitment,
      clientSeed: state.seeds.clientSeed,
      roundsPlayed: 1,
      revealedAt: Date.now(),
    },
    verification: {
      currency: 'PHP',
      serverSeedHash: commitment,
      commitmentMatches: true,
      outcomeMatches: true,
      totalBet: '1000',
      totalWin: '0',
      result,
    },
  });
  window.history.replaceState(null, '', `/originals/verify?game=color-game&round=${round.roundId}&language=EN`);
  render(<App api={api} />);
  expect(await screen.findByTestId('revealed-seed')).toHaveTextContent(revealedSeed);
}

describe('the commitment checked in the browser', () => {
  it('hashes the seed bytes the way the server commits to them', () => {
    expect(commitmentOf(seed)).toBe(commitment);
    // SHA-256 of 32 zero bytes
    expect(commitmentOf('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    expect(seedMatchesCommitment(seed, commitment.toUpperCase())).toBe(true);
    expect(seedMatchesCommitment(tampered, commitment)).toBe(false);
    // the text of the digits is not the seed: only 64 lowercase hex digits are
    expect(commitmentOf(seed.toUpperCase())).toBeNull();
    expect(commitmentOf('ab')).toBeNull();
    expect(seedMatchesCommitment('zz'.repeat(32), commitment)).toBe(false);
  });

  it('shows the match for a revealed seed that hashes to the commitment shown before the round', async () => {
    await openRevealed(seed);
    expect(await screen.findByText(MATCH)).toBeInTheDocument();
    expect(screen.getByTestId('browser-check')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument();
  });

  it('warns, whatever the server says, when the revealed seed does not hash to the commitment', async () => {
    await openRevealed(tampered);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(MISMATCH);
    expect(warning).toHaveTextContent(`SHA-256 computed in your browser: ${commitmentOf(tampered)}`);
    expect(screen.queryByText(MATCH)).not.toBeInTheDocument();
  });

  it('checks seeds typed by hand against the commitment typed beside them', async () => {
    const user = userEvent.setup();
    const api = fakeApi(state);
    api.recompute.mockResolvedValue({
      currency: 'PHP',
      serverSeedHash: commitment,
      commitmentMatches: true,
      outcomeMatches: null,
      totalBet: '1000',
      totalWin: '0',
      result,
    });
    window.history.replaceState(null, '', '/originals/verify?language=EN');
    render(<App api={api} />);
    await user.type(await screen.findByLabelText('Server seed (revealed)'), seed);
    await user.type(screen.getByLabelText('Server seed hash shown before play (optional)'), commitment.toUpperCase());
    await user.type(screen.getByLabelText('Client seed'), 'my-seed');
    await user.type(screen.getByLabelText('Nonce'), '7');
    await user.click(screen.getByRole('button', { name: 'Replay the round' }));
    expect(await screen.findByText(MATCH)).toBeInTheDocument();

    const seedField = screen.getByLabelText('Server seed (revealed)');
    await user.clear(seedField);
    await user.type(seedField, tampered);
    await user.click(screen.getByRole('button', { name: 'Replay the round' }));
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    expect(screen.queryByText(MATCH)).not.toBeInTheDocument();
  });
});
