import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColorGameResult, VerifyRound } from '@palaro/contract/originals';
import { App } from '../app/app';
import { atLaunchUrl, fakeApi } from '../testing/fake-api';
import { colorTable, FIXTURE_SERVER_SEED, playedRound, stateFor } from '../testing/fixtures';

const state = stateFor(colorTable);
const revealedSeed = FIXTURE_SERVER_SEED;
const nextHash = 'b'.repeat(64);
const result: ColorGameResult = {
  engine: 'color-game',
  outcome: { dice: ['green', 'white', 'green'] },
  details: { game: 'color-game', bets: [{ colour: 'green', stake: '1000', matches: 2, payout: '3000' }] },
};
const round = playedRound(state, { stakes: { green: '1000' } }, 1000n, 3000n, result).round;

describe('the fairness panel', () => {
  it('shows the commitment, takes a new client seed (a new pair) and lists the revealed seed', async () => {
    const user = userEvent.setup();
    const api = fakeApi(state);
    api.rotateSeeds.mockResolvedValue({
      revealed: {
        serverSeed: revealedSeed,
        serverSeedHash: state.seeds.serverSeedHash,
        clientSeed: state.seeds.clientSeed,
        roundsPlayed: 4,
        revealedAt: Date.now(),
      },
      seeds: { serverSeedHash: nextHash, clientSeed: 'my-own-seed', nextNonce: 0 },
    });
    atLaunchUrl('color-game');
    render(<App api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Provably fair' }));
    const sheet = await screen.findByRole('dialog', { name: 'Provably fair' });
    expect(within(sheet).getByTestId('server-seed-hash')).toHaveTextContent(state.seeds.serverSeedHash);
    const input = within(sheet).getByLabelText('Client seed');
    expect(input).toHaveValue('lucky-seed-01');

    await user.clear(input);
    await user.type(input, 'has space');
    expect(within(sheet).getByText('Use 1 to 64 visible characters, without spaces.')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Change' })).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'my-own-seed');
    await user.click(within(sheet).getByRole('button', { name: 'Change' }));
    expect(api.rotateSeeds).toHaveBeenCalledWith(expect.any(String), 'my-own-seed');
    expect(await within(sheet).findByText(revealedSeed)).toBeInTheDocument();
    expect(within(sheet).getByTestId('server-seed-hash')).toHaveTextContent(nextHash);
    expect(within(sheet).getByTestId('next-nonce')).toHaveTextContent('0');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('strip-hash')).toHaveTextContent('bbbbbb…bbbb');
  });
});

describe('history and verification', () => {
  it('lists the rounds with verify links and checks a revealed round', async () => {
    const user = userEvent.setup();
    const verified: VerifyRound = {
      currency: 'PHP',
      round: { ...round, revealed: true },
      revealed: {
        serverSeed: revealedSeed,
        serverSeedHash: state.seeds.serverSeedHash,
        clientSeed: state.seeds.clientSeed,
        roundsPlayed: 3,
        revealedAt: Date.now(),
      },
      verification: {
        currency: 'PHP',
        serverSeedHash: state.seeds.serverSeedHash,
        commitmentMatches: true,
        outcomeMatches: true,
        totalBet: '1000',
        totalWin: '3000',
        result,
      },
    };
    const api = fakeApi(state);
    api.history.mockResolvedValue({ list: [round], pageNum: 1, totalPages: 1, total: 1 });
    api.verifyRound.mockResolvedValue(verified);
    atLaunchUrl('color-game');
    render(<App api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Round history' }));
    const sheet = await screen.findByRole('dialog', { name: 'Round history' });
    const link = await within(sheet).findByRole('link', { name: `Verify round with nonce ${round.fairness?.nonce}` });
    expect(link).toHaveAttribute('href', `/originals/verify?game=color-game&round=${round.roundId}&language=EN`);
    expect(within(sheet).getByText('₱30.00')).toBeInTheDocument();

    await user.click(link);
    const verify = await screen.findByRole('dialog', { name: 'Verify round' });
    expect(await within(verify).findByText('Verified: this round was fair')).toBeInTheDocument();
    expect(
      within(verify).getByText('The SHA-256 of the revealed server seed equals the hash shown before play'),
    ).toBeInTheDocument();
    expect(
      within(verify).getByText('Replaying the round from the seeds gives the recorded outcome'),
    ).toBeInTheDocument();
    expect(within(verify).getByTestId('revealed-seed')).toHaveTextContent(revealedSeed);
    expect(api.verifyRound).toHaveBeenCalledWith(expect.any(String), round.roundId);
  });

  it("offers the rotation when the round's seed is still secret", async () => {
    const user = userEvent.setup();
    const api = fakeApi(state);
    api.history.mockResolvedValue({ list: [round], pageNum: 1, totalPages: 1, total: 1 });
    api.verifyRound.mockResolvedValue({ currency: 'PHP', round, revealed: null, verification: null });
    atLaunchUrl('color-game');
    render(<App api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Round history' }));
    await user.click(await screen.findByRole('link', { name: /Verify round/ }));
    expect(await screen.findByText(/still in use, so it is hidden/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rotate seed pair' })).toBeEnabled();
  });
});
