import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../testing/test-server';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeSession } from '../../../testing/fixtures';
import { fail, makeWallet, ok } from '../../../testing/money-fixtures';
import { renderScreen } from '../../../testing/render-screen';
import WalletScreen from './wallet-screen';

// typing through userEvent is slow on a small CI machine
const SLOW = 20_000;

type Answer = { status?: number; body: unknown };
let server: Awaited<ReturnType<typeof startAccountServer>>;
let answers: Record<string, (request: RecordedRequest) => Answer>;
let balances: { main: bigint; game: bigint };

const vendorsValue = () => ({
  main: String(balances.main),
  mainBalance: '',
  vendors: [{ vendor: 'BAYANI', name: 'Bayani Live', amount: String(balances.game), balance: '' }],
});

beforeAll(async () => {
  server = await startAccountServer((request) =>
    answers[`${request.method} ${request.url.split('?')[0] ?? ''}`]?.(request),
  );
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  balances = { main: 500000n, game: 0n };
  answers = {
    'GET /wps/wallets/gcs': () => ok(makeWallet(String(balances.main + balances.game))),
    'GET /wps/transaction/walletTransfer/vendors': () => ok(vendorsValue()),
    'POST /wps/transaction/walletTransfer': (request) => {
      const { from, amount } = request.body as { from: string; amount: string };
      const moved = from === 'main' ? BigInt(amount) : -BigInt(amount);
      balances = { main: balances.main - moved, game: balances.game + moved };
      return ok({ transactionId: '9', replayed: false, wallets: makeWallet(String(balances.main + balances.game)) });
    },
    'POST /wps/transaction/walletTransfer/recoverAll': () => {
      const recovered = balances.game;
      balances = { main: balances.main + balances.game, game: 0n };
      return ok({ recovered: String(recovered), recoveredDisplay: '', wallets: makeWallet(String(balances.main)) });
    },
  };
});

function renderWallet() {
  useSessionStore.setState({ session: makeSession() });
  return renderScreen(<WalletScreen />, { route: 'memberWallet', path: '/m/member/wallet' });
}

describe('the wallet screen', () => {
  it(
    'moves money to a game wallet, never more than the source holds, and recovers it all',
    async () => {
      const user = userEvent.setup();
      renderWallet();
      const wallets = await screen.findByRole('list', { name: 'My wallets' });
      expect(within(wallets).getByText('Bayani Live').closest('li')).toHaveTextContent('₱0.00');
      expect(screen.getByRole('button', { name: 'Recover all balances' })).toBeDisabled();

      const amount = screen.getByRole('textbox', { name: 'Amount' });
      await user.type(amount, '5000.01');
      await user.click(screen.getByRole('button', { name: 'Transfer now' }));
      expect(await screen.findByText('You can use at most ₱5,000.00')).toBeInTheDocument();
      expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

      await user.clear(amount);
      await user.type(amount, '1234.56');
      await user.click(screen.getByRole('button', { name: 'Transfer now' }));
      expect(await screen.findByText('₱1,234.56 transferred to Bayani Live')).toBeInTheDocument();
      const transfer = server.requests.find((request) => request.url === '/wps/transaction/walletTransfer');
      expect(transfer?.body).toMatchObject({ from: 'main', to: 'BAYANI', amount: '123456' });
      await waitFor(() =>
        expect(within(wallets).getByText('Bayani Live').closest('li')).toHaveTextContent('₱1,234.56'),
      );

      await user.click(screen.getByRole('button', { name: 'Recover all balances' }));
      expect(await screen.findByText('₱1,234.56 moved back to your main wallet')).toBeInTheDocument();
      await waitFor(() =>
        expect(within(wallets).getByText('Main wallet').closest('li')).toHaveTextContent('₱5,000.00'),
      );
    },
    SLOW,
  );

  it(
    'turns the transfer round with the swap button and takes the whole game balance with "All"',
    async () => {
      balances = { main: 1000n, game: 250075n };
      const user = userEvent.setup();
      renderWallet();
      await screen.findByRole('list', { name: 'My wallets' });
      await user.click(screen.getByRole('button', { name: 'Swap from and to' }));
      expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('BAYANI');
      expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('main');
      await user.click(screen.getByRole('button', { name: 'All' }));
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('2500.75');
      await user.click(screen.getByRole('button', { name: 'Transfer now' }));
      await waitFor(() =>
        expect(
          server.requests.find((request) => request.url === '/wps/transaction/walletTransfer')?.body,
        ).toMatchObject({ from: 'BAYANI', to: 'main', amount: '250075' }),
      );
    },
    SLOW,
  );

  it(
    'says why a transfer was refused',
    async () => {
      answers['POST /wps/transaction/walletTransfer'] = () => fail(400, 'wallet.insufficient', 'Insufficient balance');
      const user = userEvent.setup();
      renderWallet();
      await screen.findByRole('list', { name: 'My wallets' });
      await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
      await user.click(screen.getByRole('button', { name: 'Transfer now' }));
      expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    },
    SLOW,
  );
});
