import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSession } from '../../testing/fixtures';
import { seedMember } from '../../testing/account-fixtures';
import { renderApp } from '../../testing/render-app';
import { notifySessionExpired } from '../../shared/lib/session-expired';
import { useSessionStore } from '../../shared/lib/session/session-store';
import { showToast } from '../../shared/ui/toast/toast-store';
import { routes } from '../routes';

function agreeToDisclaimer() {
  window.sessionStorage.setItem('MC_DISCLAIMER_AGREED', '1');
}

beforeEach(() => {
  agreeToDisclaimer();
  useSessionStore.setState({ session: null });
});

describe('the app shell', () => {
  it('shows home with the logo header, one h1 and the bottom menu', async () => {
    renderApp({ path: '/m/home' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Palaro home' })).toHaveAttribute('href', '/m/');
    expect(within(header).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('navigation', { name: 'Bottom menu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home · Palaro'));
  });

  it('shows a page header with Back and the title where SPEC 2.2 keeps the header', async () => {
    renderApp({ path: '/m/activityDetail?id=1' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Promotion details' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bottom menu' })).not.toBeInTheDocument();
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Promotion details · Palaro'));
  });

  it('has no header landmark where SPEC 2.2 hides it; the screen draws its own title bar', async () => {
    renderApp({ path: '/m/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bottom menu' })).not.toBeInTheDocument();
  });

  it('goes home from the login back arrow', async () => {
    renderApp({ path: '/m/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it("leaves the last page's toasts behind on a route change", async () => {
    renderApp({ path: '/m/login' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    act(() => {
      showToast('Incorrect user name or password', { tone: 'error' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect user name or password');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Incorrect user name or password')).not.toBeInTheDocument();
  });

  it('shows no back arrow on change password', async () => {
    useSessionStore.setState({ session: makeSession() });
    renderApp({ path: '/m/changePsw' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it.each(routes.flatMap((route) => route.paths))('%s renders exactly one h1', async (path) => {
    useSessionStore.setState({ session: makeSession() });
    renderApp({ path, seed: (client) => seedMember(client, makeSession().token) });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('a session that dies on the server', () => {
  it('is announced with a toast, without leaving the page', async () => {
    renderApp({ path: '/m/activityDetail?id=1' });
    await screen.findByText('Coming soon');
    act(() => notifySessionExpired());
    expect(await screen.findByRole('alert')).toHaveTextContent('The account has been logged out, please log in again');
    expect(screen.getByRole('heading', { level: 1, name: 'Promotion details' })).toBeInTheDocument();
  });
});
