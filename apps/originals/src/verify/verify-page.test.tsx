import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColorGameResult } from '@palaro/contract/originals';
import { App } from '../app/app';
import { storeSession } from '../shared/game/session-store';
import { fakeApi, SESSION_TOKEN } from '../testing/fake-api';
import { colorTable, FIXTURE_SERVER_SEED, playedRound, stateFor } from '../testing/fixtures';

const state = stateFor(colorTable);
const result: ColorGameResult = {
  engine: 'color-game',
  outcome: { dice: ['red', 'blue', 'white'] },
  details: { game: 'color-game', bets: [{ colour: 'pink', stake: '1000', matches: 0, payout: '0' }] },
};
const round = playedRound(state, { stakes: { pink: '1000' } }, 1000n, 0n, result).round;
const seed = FIXTURE_SERVER_SEED;

describe('the verify page', () => {
  it("checks one of the player's rounds with this tab's session, and rotates to reveal it", async () => {
    const user = userEvent.setup();
    storeSession('color-game', SESSION_TOKEN, Date.now() + 60_000);
    const api = fakeApi(state);
    api.verifyRound.mockResolvedValueOnce({ currency: 'PHP', round, revealed: null, verification: null });
    api.verifyRound.mockResolvedValueOnce({
      currency: 'PHP',
      round: { ...round, revealed: true },
      revealed: {
        serverSeed: seed,
        serverSeedHash: state.seeds.serverSeedHash,
        clientSeed: state.seeds.clientSeed,
        roundsPlayed: 1,
        revealedAt: Date.now(),
      },
      verification: {
        currency: 'PHP',
        serverSeedHash: state.seeds.serverSeedHash,
        commitmentMatches: true,
        outcomeMatches: true,
        totalBet: '1000',
        totalWin: '0',
        result,
      },
    });
    api.rotateSeeds.mockResolvedValue({
      revealed: {
        serverSeed: seed,
        serverSeedHash: state.seeds.serverSeedHash,
        clientSeed: state.seeds.clientSeed,
        roundsPlayed: 1,
        revealedAt: Date.now(),
      },
      seeds: { ...state.seeds, serverSeedHash: 'c'.repeat(64), nextNonce: 0 },
    });
    window.history.replaceState(null, '', `/originals/verify?game=color-game&round=${round.roundId}&language=EN`);
    render(<App api={api} />);
    expect(await screen.findByRole('heading', { name: 'Verify a round' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Rotate seed pair' }));
    expect(await screen.findByText('Verified: this round was fair')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Checked in your browser: the SHA-256 of the revealed server seed equals the hash shown before play',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Warning: your browser computed/)).not.toBeInTheDocument();
    expect(api.rotateSeeds).toHaveBeenCalledWith(SESSION_TOKEN);
    // the form by hand is filled from the revealed round
    expect(screen.getByLabelText('Server seed (revealed)')).toHaveValue(seed);
    expect(screen.getByLabelText('Nonce')).toHaveValue(String(round.fairness?.nonce));
  });

  it('replays any seeds typed by hand', async () => {
    const user = userEvent.setup();
    const api = fakeApi(state);
    api.recompute.mockResolvedValue({
      currency: 'PHP',
      serverSeedHash: 'd'.repeat(64),
      commitmentMatches: null,
      outcomeMatches: null,
      totalBet: '1000',
      totalWin: '0',
      result,
    });
    window.history.replaceState(null, '', '/originals/verify?language=EN');
    render(<App api={api} />);
    await user.type(await screen.findByLabelText('Server seed (revealed)'), seed);
    await user.type(screen.getByLabelText('Client seed'), 'my-seed');
    await user.type(screen.getByLabelText('Nonce'), '7');
    await user.click(screen.getByRole('button', { name: 'Replay the round' }));
    expect(await screen.findByText('Recomputed: bet ₱10.00, win ₱0.00')).toBeInTheDocument();
    expect(api.recompute).toHaveBeenCalledWith({
      gameCode: 'color-game',
      serverSeed: seed,
      clientSeed: 'my-seed',
      nonce: 7,
      bet: { stakes: { red: '1000' } },
    });
    expect(screen.getByRole('img', { name: 'Red' })).toBeInTheDocument();
  });

  it('starts filled in from a round the platform links here with, and replays it', async () => {
    const user = userEvent.setup();
    const api = fakeApi(state);
    api.recompute.mockResolvedValue({
      currency: 'PHP',
      serverSeedHash: state.seeds.serverSeedHash,
      commitmentMatches: true,
      outcomeMatches: null,
      totalBet: '500',
      totalWin: '0',
      result,
    });
    const query = new URLSearchParams({
      game: 'color-game',
      serverSeed: seed,
      serverSeedHash: state.seeds.serverSeedHash,
      clientSeed: 'from-report',
      nonce: '4',
      bet: '{"stakes":{"pink":"500"}}',
      language: 'EN',
    });
    window.history.replaceState(null, '', `/originals/verify?${query.toString()}`);
    render(<App api={api} />);
    expect(await screen.findByLabelText('Server seed (revealed)')).toHaveValue(seed);
    expect(screen.getByLabelText('Client seed')).toHaveValue('from-report');
    expect(screen.getByLabelText('Nonce')).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Replay the round' }));
    expect(api.recompute).toHaveBeenCalledWith({
      gameCode: 'color-game',
      serverSeed: seed,
      serverSeedHash: state.seeds.serverSeedHash,
      clientSeed: 'from-report',
      nonce: 4,
      bet: { stakes: { pink: '500' } },
    });
    expect(
      await screen.findByText(
        'Checked in your browser: the SHA-256 of the revealed server seed equals the hash shown before play',
      ),
    ).toBeInTheDocument();
  });
});
