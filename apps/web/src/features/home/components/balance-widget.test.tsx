import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMING } from '@palaro/contract/constants';
import { getWalletQueryOptions } from '../../../shared/api/get-wallet';
import { i18n } from '../../../shared/lib/i18n/i18n';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeSession } from '../../../testing/fixtures';
import { ok, startGamesServer } from '../../../testing/games-test-server';
import { renderScreen } from '../../../testing/render-screen';
import BalanceWidget from './balance-widget';

// the total in minor units; the answer's sumBalance is left empty, as the widget formats sumAmount itself
let sumAmount = '123456750';
let server: Awaited<ReturnType<typeof startGamesServer>>;

beforeAll(async () => {
  server = await startGamesServer((_, url) =>
    url.pathname === '/wps/wallets/gcs'
      ? {
          ...ok({ sumBalance: '', currencySymbol: '₱', currency: 'PHP', sumAmount, wallets: [] }),
          delayMs: 300,
        }
      : undefined,
  );
  setApiBaseUrl(server.url);
  await i18n.loadNamespaces(['home']);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  sumAmount = '123456750';
  useSessionStore.setState({ session: makeSession() });
});

describe('the balance widget (SPEC 2.3, 4 "Balance")', () => {
  it('shows the currency symbol and the total, *** while it refreshes, then the new total', async () => {
    const user = userEvent.setup();
    renderScreen(<BalanceWidget />, { route: 'home' });
    const amount = screen.getByRole('heading', { name: 'Total balance' }).nextElementSibling as HTMLElement;
    expect(amount).toHaveTextContent('***');
    await waitFor(() => expect(amount).toHaveTextContent('₱ 1,234,567.50'));

    sumAmount = '9900';
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(amount).toHaveTextContent(/^\*\*\*$/);
    await waitFor(() => expect(amount).toHaveTextContent('₱ 99.00'));
  });

  it('hides and shows the amount, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderScreen(<BalanceWidget />, { route: 'home' });
    const amount = screen.getByRole('heading', { name: 'Total balance' }).nextElementSibling as HTMLElement;
    await waitFor(() => expect(amount).toHaveTextContent('₱ 1,234,567.50'));
    const hide = screen.getByRole('button', { name: 'Hide balance' });
    await user.click(hide);
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(amount).toHaveTextContent('******');
    expect(window.localStorage.getItem('MC_BALANCE_HIDDEN')).toBe('1');
    await user.click(hide);
    expect(amount).toHaveTextContent('₱ 1,234,567.50');
  });

  it.each([
    ['123456789', '₱ 1,234,567.89'],
    ['-123456789', '₱ -1,234,567.89'],
    ['0', '₱ 0.00'],
    ['5', '₱ 0.05'],
  ])('shows %s minor units as %s, formatted from the minor units', async (minor, text) => {
    sumAmount = minor;
    renderScreen(<BalanceWidget />, { route: 'home' });
    const amount = screen.getByRole('heading', { name: 'Total balance' }).nextElementSibling as HTMLElement;
    await waitFor(() => expect(amount.textContent).toBe(text));
  });

  it('refreshes by itself every 60 s', () => {
    expect(getWalletQueryOptions('token').refetchInterval).toBe(TIMING.balanceRefreshMs);
    expect(TIMING.balanceRefreshMs).toBe(60_000);
  });

  it('refuses the deposit screen to a member type other than 0, 1 or 2 (free_reject)', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ session: makeSession(4) });
    renderScreen(<BalanceWidget />, { route: 'home' });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Please log in with a real account to use this function.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });
});
