import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BaccaratResult } from '@palaro/contract/originals';
import { App } from '../../app/app';
import { atLaunchUrl, fakeApi } from '../../testing/fake-api';
import { baccaratTable, playedRound, stateFor } from '../../testing/fixtures';
import { dealOrder, handValue } from './deal-order';

const state = stateFor(baccaratTable);

describe('Baccarat', () => {
  it('deals Player and Banker card by card, names the winner and settles each bet', async () => {
    const user = userEvent.setup();
    const result: BaccaratResult = {
      engine: 'baccarat',
      outcome: { player: ['4H', '5S'], banker: ['KD', '3C', '7H'] },
      details: {
        game: 'baccarat',
        winner: 'player',
        playerTotal: 9,
        bankerTotal: 0,
        natural: true,
        playerPair: false,
        bankerPair: false,
        shuffleSwaps: [10, 200, 33, 5, 400],
        bets: [
          { kind: 'player', stake: '1000', result: 'win', payout: '2000' },
          { kind: 'tie', stake: '1000', result: 'lose', payout: '0' },
        ],
      },
    };
    const api = fakeApi(state, [playedRound(state, { stakes: { player: '1000', tie: '1000' } }, 2000n, 2000n, result)]);
    atLaunchUrl('baccarat');
    render(<App api={api} />);

    await user.click(await screen.findByRole('button', { name: 'Bet on Player, pays 1:1' }));
    await user.click(screen.getByRole('button', { name: 'Bet on Tie, pays 8:1' }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('₱20.00');
    expect(screen.getByRole('button', { name: 'Bet on Banker, pays 0.95:1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deal' }));

    expect(await screen.findByText('Player wins 9 : 0')).toBeInTheDocument();
    expect(api.play.mock.calls[0]?.[1].bet).toEqual({ stakes: { player: '1000', tie: '1000' } });
    const player = screen.getByTestId('hand-player');
    expect(within(player).getByRole('img', { name: '4♥' })).toBeInTheDocument();
    expect(within(player).getByRole('img', { name: '5♠' })).toBeInTheDocument();
    expect(within(screen.getByTestId('hand-banker')).getAllByRole('img')).toHaveLength(3);
    expect(player).toHaveClass('hand--winner');
    expect(screen.getByText('Natural')).toBeInTheDocument();
    expect(screen.getByTestId('spot-player')).toHaveClass('bet-spot--win');
    expect(screen.getByTestId('spot-tie')).toHaveClass('bet-spot--lose');
    expect(screen.getByTestId('balance')).toHaveTextContent('₱5,000.00');
    expect(screen.getByTestId('last-win')).toHaveTextContent('₱20.00');
    expect(within(screen.getByRole('list', { name: 'Results of this visit' })).getByText('P')).toBeInTheDocument();
  });
});

describe('the deal', () => {
  it('goes Player, Banker, Player, Banker, then third cards', () => {
    expect(
      dealOrder({ player: ['AS', '2S', '3S'], banker: ['4S', '5S'] }).map(({ side, index }) => `${side[0]}${index}`),
    ).toEqual(['p0', 'b0', 'p1', 'b1', 'p2']);
    expect(
      dealOrder({ player: ['AS', '2S'], banker: ['4S', '5S', '6S'] }).map(({ side, index }) => `${side[0]}${index}`),
    ).toEqual(['p0', 'b0', 'p1', 'b1', 'b2']);
  });

  it('counts baccarat points', () => {
    expect(handValue(['KD', '3C', '7H'])).toBe(0);
    expect(handValue(['AS', '8H'])).toBe(9);
    expect(handValue(['9S', '9H'])).toBe(8);
    expect(handValue(['TS'])).toBe(0);
  });
});
