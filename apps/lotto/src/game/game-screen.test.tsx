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
    expect(await screen.findByTestId('balance')).toHaveTextContent('₱1,000.00');
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
    expect(screen.getByText('1 ticket(s) × ₱5.00 = ₱5.00', { selector: '.picker__sum' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₱7.00');

    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your bet' });
    expect(dialog).toHaveTextContent('Draw 20261128-0900 · bets: 2 · total ₱7.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // the placed bet empties the slip and so disables "Place bet": focus goes to what happened instead
    expect(await screen.findByText('Bet placed on draw 20261128-0900: ₱7.00.')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(balance()).toBe('₱993.00');
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

  it('confirms in a modal dialog: focus starts on Go back, Escape closes it and gives focus back to Place bet', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderAt(GAME);
    await screen.findByText('Draw 20261128-0900');
    await addNumbers(user, 3);
    const place = screen.getByRole('button', { name: 'Place bet' });
    await user.click(place);
    const dialog = screen.getByRole('dialog', { name: 'Confirm your bet' });
    // the browser's own modal dialog, which keeps focus inside and the page behind it inert
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(place).toHaveFocus();

    await user.click(place);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(place).toHaveFocus();
    expect(server.state.calls.filter((call) => call.path === '/lgw/orders' && call.body)).toHaveLength(0);
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₱1.00');
  });

  it('keeps the dialog open under Escape while the order is on its way, then closes it once', async () => {
    const server = serve();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (init?.method === 'POST' && input.startsWith('/lgw/orders')) await held;
      return server.fetch(input, init);
    });
    const user = userEvent.setup();
    renderAt(GAME);
    await screen.findByText('Draw 20261128-0900');
    await addNumbers(user, 5);
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your bet' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('button', { name: 'Placing…' })).toBeDisabled();
    let cancels = 0;
    dialog.addEventListener('cancel', () => cancels++);
    await user.keyboard('{Escape}');
    // Escape reached the dialog, which stayed open
    expect(cancels).toBe(1);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: 'Confirm your bet' })).toBe(dialog);

    release();
    expect(await screen.findByText('Bet placed on draw 20261128-0900: ₱1.00.')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.orderCount()).toBe(1);
  });

  it.each(['en', 'tl', 'cn', 'vi', 'th', 'pt'])(
    'shows money as the web app does, symbol first, in %s too',
    async (mui) => {
      serve();
      renderAt(GAME.replace('/en/', `/${mui}/`));
      await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('₱1,000.00'));
      expect(await screen.findByText(/₱1\.00 .*₱2,000\.00/, { selector: '.field__hint' })).toBeInTheDocument();
    },
  );

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
    expect(screen.getByText('From ₱1.00 to ₱2,000.00')).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveFocus();
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₱1.00');
    expect(balance()).toBe('₱1,000.00');
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
    expect(balance()).toBe('₱998.00');
    await user.click(screen.getByRole('tab', { name: 'My orders' }));
    await user.click(await screen.findByRole('button', { name: /Draw 20261128-0900/ }));
    expect(await screen.findAllByTestId('suborder')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Cancel the Number ticket' })[0]!);
    expect(await screen.findByText('Ticket cancelled: ₱1.00 returned to your balance.')).toBeInTheDocument();
    expect(balance()).toBe('₱999.00');
    expect(screen.getAllByTestId('suborder-status').map((status) => status.textContent)).toEqual(['Cancelled', 'Open']);
  });

  it('follows the draw to its result: the order settles with its win, which the balance then shows, and results list it', async () => {
    // the last draw is still to be drawn, so the page asks for it again every few seconds
    const server = serve({
      previous: { drawNumber: '20261128-0899', drawAt: 0, status: 'closed', result: null, drawnAt: null },
    });
    const user = userEvent.setup();
    renderAt(GAME);
    await screen.findByText('Draw 20261128-0900');
    await addNumbers(user, 3);
    await addNumbers(user, 7);
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/Bet placed/);
    expect(balance()).toBe('₱998.00');
    await user.click(screen.getByRole('tab', { name: 'My orders' }));
    await user.click(await screen.findByRole('button', { name: /Draw 20261128-0900/ }));
    expect(await screen.findByTestId('order-summary')).toHaveTextContent('Total ₱2.00 · Open');

    server.drawOpenDraw(7, (ticket) => ((ticket.selection as { numbers: number[] }).numbers.includes(7) ? 960n : 0n));
    expect(await screen.findByText('Result: 7', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Total ₱2.00 · Settled · won ₱9.60');
    expect(screen.getAllByTestId('suborder-status').map((status) => status.textContent)).toEqual(['Lost', 'Won']);
    await waitFor(() => expect(balance()).toBe('₱1,007.60'));
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
