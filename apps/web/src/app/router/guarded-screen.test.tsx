import { screen } from '@testing-library/react';
import { makeSession } from '../../testing/fixtures';
import { LocationProbe, renderWithProviders } from '../../testing/render-app';
import { useSessionStore } from '../../shared/lib/session/session-store';
import { AppShell } from '../layout/app-shell';

function renderAt(path: string) {
  window.sessionStorage.setItem('MC_DISCLAIMER_AGREED', '1');
  return renderWithProviders(
    <>
      <AppShell />
      <LocationProbe />
    </>,
    { path },
  );
}

describe('route guards', () => {
  beforeEach(() => useSessionStore.setState({ session: null }));

  it.each([
    '/m/member/home',
    '/m/withdraw',
    '/m/feedback',
    '/m/webEmail',
    '/m/rewardCenter',
    '/m/gameRecord',
    '/m/launchGame',
    '/m/startLottery',
    '/m/voucherCenter',
  ])('sends a guest from %s to /m/login', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/login$/);
  });

  it('sends a visitor without a session from change password to home', async () => {
    renderAt('/m/changePsw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/);
  });

  it('opens deposit for an eligible member', async () => {
    useSessionStore.setState({ session: makeSession(1) });
    renderAt('/m/voucherCenter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/voucherCenter$/);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/voucherCenter');
  });

  it('refuses deposit to a trial account with the free_reject toast', async () => {
    useSessionStore.setState({ session: makeSession(4) });
    renderAt('/m/voucherCenter');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please log in with a real account to use this function.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/);
  });

  it.each(['/m/withdraw', '/m/rewardCenter', '/m/changePsw', '/m/member/agent/getSalaryContract'])(
    'sends a trial account home from %s with "Please login an actual account to use this function"',
    async (path) => {
      useSessionStore.setState({ session: makeSession(4) });
      renderAt(path);
      expect(await screen.findByRole('alert')).toHaveTextContent('Please login an actual account to use this function');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/);
    },
  );
});
