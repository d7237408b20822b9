import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSession, makeStatus } from '../../../testing/fixtures';
import { LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { initI18n } from '../../../shared/lib/i18n/i18n';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { useThemeStore } from '../../../shared/lib/theme';
import { ToastHost } from '../../../shared/ui/toast/toast-host';
import { DrawerHost } from './drawer-host';
import { useDrawerStore } from './drawer-store';

async function openDrawer(status = makeStatus()) {
  renderWithProviders(
    <>
      <DrawerHost />
      <ToastHost />
      <LocationProbe />
    </>,
    { status },
  );
  act(() => useDrawerStore.getState().openDrawer());
  return screen.findByRole('dialog', { name: 'Menu' });
}

beforeEach(() => {
  useDrawerStore.setState({ open: false });
  useSessionStore.setState({ session: null });
});

afterEach(async () => {
  await act(() => initI18n('EN'));
  act(() => useThemeStore.getState().setTheme('dark'));
});

describe('the drawer', () => {
  it('lists LOCAL first, then the server order, each linking to its game centre', async () => {
    const drawer = await openDrawer();
    const categories = await within(drawer).findAllByRole('link', { name: /Palaro Originals|Slots|Live casino/ });
    expect(categories.map((link) => link.textContent)).toEqual(['Palaro Originals', 'Slots', 'Live casino']);
    expect(categories[0]).toHaveAttribute('href', '/m/gameCenter?gameType=LOCAL');
  });

  it('shows the flag-driven entries the demo merchant enables', async () => {
    const drawer = await openDrawer();
    for (const name of [
      'Leaderboard',
      'Daily sign-in',
      'Invite friends',
      'Reward centre',
      'Withdraw',
      'Feedback',
      'Chat on Telegram',
    ]) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    // the live chat is served in house: the entry asks for its address first (SPEC 4)
    expect(within(drawer).getByRole('button', { name: 'Live chat' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/m/helpDetail?tag=terms',
    );
  });

  it('hides leaderboard, sign-in, invite and live chat when their flags are off', async () => {
    const status = makeStatus({
      promotions: { MISSION: false, LOGIN: false, REFERRAL: false },
      flags: { CBS3: false, REWCEN3: false },
    });
    const drawer = await openDrawer(status);
    for (const name of ['Leaderboard', 'Daily sign-in', 'Invite friends']) {
      expect(within(drawer).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(drawer).queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reward centre' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This feature is not available yet. Please contact customer service.',
    );
  });

  it('refuses deposit to a trial account with free_reject, and stays put', async () => {
    useSessionStore.setState({ session: makeSession(4) });
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please log in with a real account to use this function.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });

  it('opens the channel popup with the channels that have a link', async () => {
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Media channels' }));
    const popup = await screen.findByRole('dialog', { name: 'Follow us' });
    expect(
      within(popup)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Facebook', 'TikTok']);
  });

  it('switches the language at once and keeps it', async () => {
    const drawer = await openDrawer();
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: 'Language' }), 'Português');
    await waitFor(() => expect(document.documentElement.lang).toBe('pt'));
    expect(window.localStorage.getItem('MC_LANGUAGE')).toBe('PT');
    expect(await within(drawer).findByRole('combobox', { name: 'Idioma' })).toHaveValue('PT');
  });

  it('switches between the dark and the light theme and keeps the choice', async () => {
    const drawer = await openDrawer();
    const toggle = within(drawer).getByRole('switch', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('MC_THEME')).toBe('light');
  });

  it('closes on Escape and when a link is followed', async () => {
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Withdraw' }));
    expect(useDrawerStore.getState().open).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/withdraw');
  });
});
