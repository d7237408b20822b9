import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLotteryServer } from '../testing/fake-lottery-server';
import { renderAt } from '../testing/render-at';

const GAME = '/m/lotto-h5/en/ent/games/colour-1m?token=launch-token-0001&merchant=PALARO&css=dark&prize_mode=LOTT';

function serve(options?: Parameters<typeof fakeLotteryServer>[0]) {
  const server = fakeLotteryServer(options);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}
afterEach(() => vi.unstubAllGlobals());

const balance = () => screen.getByTestId('balance').textContent;

async function addNumbers(user: ReturnType<typeof userEvent.setup>, ...numbers: number[]) {
  await user.click(screen.getByRole('button', { name: 'Number' }));
  const grid = screen.getByRole('group', { name: /Numbers/ });
  for (const value of numbers) await user.click(within(grid).getByRole('button', { name: String(value) }));
  await user.click(screen.getByRole('button', { name: 'Add to slip' }));
}

describe('the game page', () => {
  it('exchanges the launch token for a session, drops it from the address and shows the balance', async () => {
    const server = serve();
    renderAt(GAME);
    expect(await screen.findByTestId('balance')).toHaveTextContent('1,000.00 PHP');
    expect(window.location.search).not.toContain('token');
    expect(window.location.search).toContain('merchant=PALARO');
    expect(server.state.calls.filter((call) => call.path === '/lgw/session')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Colour Game · 1 min' })).toBeInTheDocument();
    expect(await screen.findByText('Draw 20261128-0900')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0:40');
  });

  it('tells the player to open the game again from the lobby when the token is spent', async () => {
    serve();
    renderAt(GAME.replace('launch-token-0001', 'launch-token-used'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Open the game again from the lobby');
  });

  it('places two suborders after the confirmation, once, and the balance drops by the total', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderAt(GAME);
    await screen.findByText('Draw 20261128-0900');
    await addNumbers(user, 3, 7);
    await user.click(screen.getByRole('button', { name: 'Colour' }));
    await user.click(screen.getByRole('button', { name: 'Red' }));
    const stake = screen.getByLabelText('Stake per ticket');
    await user.clear(stake);
    await user.type(stake, '5');
    expect(screen.getByText('1 ticket(s) × 5.00 PHP = 5.00 PHP', { selector: '.picker__sum' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByTestId('slip-total')).toHaveTextContent('7.00 PHP');

    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your bet' });
    expect(dialog).toHaveTextContent('Draw 20261128-0900 · bets: 2 · total 7.00 PHP');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bet placed on draw 20261128-0900: 7.00 PHP.')).toBeInTheDocument();
    expect(balance()).toBe('993.00 PHP');
    const placed = server.state.calls.filter((call) => call.path === '/lgw/orders' && call.body);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.session).toBe('session-1');
    expect(placed[0]!.body).toMatchObject({
      gameId: 'colour-1m',
      drawNumber: '20261128-0900',
      prizeMode: 'LOTT',
      suborders: [
        { betType: 'number', selection: { numbers: [3, 7] }, unitStake: '100' },
        { betType: 'colour', selection: { option: 'red' }, unitStake: '500' },
      ],
    });
    expect(String(placed[0]!.body!.clientOrderId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('keeps a bet off the slip until it is valid, and says why', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(GAME);
    await screen.findByText('Draw 20261128-0900');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick the number of numbers this bet asks for.');
    await user.click(screen.getByRole('button', { name: '4' }));
    const stake = screen.getByLabelText('Stake per ticket');
    await user.clear(stake);
    await user.type(stake, '0.50');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a stake within the limits shown.');
    expect(screen.getByText('From 1.00 PHP to 2,000.00 PHP')).toBeInTheDocument();
    expect(screen.getByText('Your slip is empty: make a bet above and add it.')).toBeInTheDocument();
  });

  it('shows a refusal in words and keeps the slip', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderAt(GAME);
    await screen.findByText('Draw 20261128-0900');
    await addNumbers(user, 1);
    server.state.refuseNext = 'lottery.draw.closed';
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sales for this draw are closed');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('1.00 PHP');
    expect(balance()).toBe('1,000.00 PHP');
  });

  it('lists the order in My orders and cancels one ticket, giving its stake back', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(GAME);
    await screen.findByText('Draw 20261128-0900');
    await addNumbers(user, 2);
    await addNumbers(user, 8);
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/Bet placed/);
    expect(balance()).toBe('998.00 PHP');
    await user.click(screen.getByRole('tab', { name: 'My orders' }));
    await user.click(await screen.findByRole('button', { name: /Draw 20261128-0900/ }));
    expect(await screen.findAllByTestId('suborder')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Cancel the Number ticket' })[0]!);
    expect(await screen.findByText('Ticket cancelled: 1.00 PHP returned to your balance.')).toBeInTheDocument();
    expect(balance()).toBe('999.00 PHP');
    expect(screen.getAllByTestId('suborder-status').map((status) => status.textContent)).toEqual(['Cancelled', 'Open']);
  });

  it('follows the draw to its result: the order settles with its win, which the balance then shows, and results list it', async () => {
    // the last draw is still to be drawn, so the page asks for it again every few seconds
    const server = serve({ previous: { drawNumber: '20261128-0899', status: 'closed', result: null } });
    const user = userEvent.setup();
    renderAt(GAME);
    await screen.findByText('Draw 20261128-0900');
    await addNumbers(user, 3);
    await addNumbers(user, 7);
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/Bet placed/);
    expect(balance()).toBe('998.00 PHP');
    await user.click(screen.getByRole('tab', { name: 'My orders' }));
    await user.click(await screen.findByRole('button', { name: /Draw 20261128-0900/ }));
    expect(await screen.findByTestId('order-summary')).toHaveTextContent('Total 2.00 PHP · Open');

    server.drawOpenDraw(7, (ticket) => ((ticket.selection as { numbers: number[] }).numbers.includes(7) ? 960n : 0n));
    expect(await screen.findByText('Result: 7', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Total 2.00 PHP · Settled · won 9.60 PHP');
    expect(screen.getAllByTestId('suborder-status').map((status) => status.textContent)).toEqual(['Lost', 'Won']);
    await waitFor(() => expect(balance()).toBe('1,007.60 PHP'));
    expect(server.state.calls.some((call) => call.path === '/lgw/balance' && call.session === 'session-1')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Results' }));
    expect(await screen.findByRole('button', { name: 'Verify draw 20261128-0900' })).toBeInTheDocument();
  });

  it('closes betting when the countdown ends and asks for the draw again', async () => {
    const server = serve({ secondsToClose: 1, openOnce: true });
    renderAt(GAME);
    await screen.findByText('Draw 20261128-0900');
    expect(await screen.findByText(/Sales closed/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to slip' })).toBeDisabled();
    await waitFor(() =>
      expect(server.state.calls.filter((call) => call.path === '/lgw/games/numero').length).toBeGreaterThan(1),
    );
  });

  it('shows the last draws with a frequency bar per number and a check for each', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(GAME);
    await screen.findByText('Draw 20261128-0900');
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    expect(
      await screen.findByRole('heading', { name: 'How often each number came up in the last 3 draws' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 times')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Verify draw/ })).toHaveLength(3);
  });
});
