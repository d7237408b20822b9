import { render, screen, within } from '@testing-library/react';
import type { ColorGameResult, ColourName } from '@palaro/contract/originals';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { ApiFailure } from '../../shared/api/http';
import { atLaunchUrl, fakeApi } from '../../testing/fake-api';
import { colorTable, playedRound, stateFor } from '../../testing/fixtures';

const state = stateFor(colorTable);
const roll = (
  dice: [ColourName, ColourName, ColourName],
  stakes: Partial<Record<ColourName, string>>,
  payouts: Partial<Record<ColourName, string>>,
) => {
  const bets = (Object.entries(stakes) as [ColourName, string][]).map(([colour, stake]) => ({
    colour,
    stake,
    matches: dice.filter((die) => die === colour).length,
    payout: payouts[colour] ?? '0',
  }));
  const totalBet = Object.values(stakes).reduce((sum, value) => sum + BigInt(value ?? '0'), 0n);
  const totalWin = Object.values(payouts).reduce((sum, value) => sum + BigInt(value ?? '0'), 0n);
  const result: ColorGameResult = { engine: 'color-game', outcome: { dice }, details: { game: 'color-game', bets } };
  return playedRound(state, { stakes }, totalBet, totalWin, result);
};

describe('Color Game', () => {
  it('takes chips on the colours, rolls, shows the dice, the winners and the new balance', async () => {
    const user = userEvent.setup();
    const api = fakeApi(state, [roll(['red', 'red', 'blue'], { red: '2000' }, { red: '6000' })]);
    atLaunchUrl('color-game');
    render(<App api={api} />);

    expect(await screen.findByTestId('balance')).toHaveTextContent('₱5,000.00');
    expect(screen.getByTestId('strip-nonce')).toHaveTextContent('0');
    expect(window.location.search).not.toContain('token=');
    await user.click(screen.getByRole('button', { name: 'Bet on Red' }));
    await user.click(screen.getByRole('button', { name: 'Bet on Red' }));
    expect(within(screen.getByTestId('spot-red')).getByTestId('stake')).toHaveTextContent('₱20');
    expect(screen.getByTestId('total-bet')).toHaveTextContent('₱20.00');

    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByText('WIN ₱60.00')).toBeInTheDocument();
    expect(api.play).toHaveBeenCalledTimes(1);
    expect(api.play.mock.calls[0]?.[1]).toMatchObject({
      bet: { stakes: { red: '2000' } },
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(screen.getByRole('img', { name: 'Die 1: Red' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Die 3: Blue' })).toBeInTheDocument();
    expect(within(screen.getByTestId('spot-red')).getByText('×2')).toBeInTheDocument();
    expect(screen.getByTestId('spot-red')).toHaveClass('colour-spot--hit');
    expect(screen.getByTestId('spot-green')).toHaveClass('colour-spot--miss');
    expect(screen.getByTestId('balance')).toHaveTextContent('₱5,040.00');
    expect(screen.getByTestId('last-win')).toHaveTextContent('₱60.00');
    expect(screen.getByTestId('strip-nonce')).toHaveTextContent('1');
    // the table cleared; rebet puts the same chips back
    expect(screen.getByTestId('total-bet')).toHaveTextContent('₱0.00');
    await user.click(screen.getByRole('button', { name: 'Rebet' }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('₱20.00');
  });

  it('shows a refused bet and puts the balance back; nothing was played', async () => {
    const user = userEvent.setup();
    const api = fakeApi(state, [new ApiFailure(400, 'wallet.insufficient', 'Insufficient balance')]);
    atLaunchUrl('color-game');
    render(<App api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Bet on Green' }));
    await user.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough balance for this bet.');
    expect(screen.getByTestId('balance')).toHaveTextContent('₱5,000.00');
    expect(screen.getByTestId('total-bet')).toHaveTextContent('₱10.00');
    expect(screen.getByTestId('strip-nonce')).toHaveTextContent('0');
  });

  it('keeps chips within the balance', async () => {
    const user = userEvent.setup();
    atLaunchUrl('color-game');
    render(<App api={fakeApi(stateFor(colorTable, { balance: '1500' }))} />);
    await user.click(await screen.findByRole('button', { name: 'Bet on Pink' }));
    await user.click(screen.getByRole('button', { name: 'Bet on Pink' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough balance for more chips.');
    expect(screen.getByTestId('total-bet')).toHaveTextContent('₱10.00');
  });
});
