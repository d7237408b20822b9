import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_PATHS } from '../../shared/config/paths';
import { makeSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { useSessionStore } from '../../shared/lib/session/session-store';
import { useDrawerStore } from './drawer/drawer-store';

beforeEach(() => {
  window.sessionStorage.setItem('MC_DISCLAIMER_AGREED', '1');
  useDrawerStore.setState({ open: false });
  useSessionStore.setState({ session: null });
});

function bottomMenu() {
  return screen.getByRole('navigation', { name: 'Bottom menu' });
}

describe('the bottom menu', () => {
  it('has the five items of SPEC 2.2 in order', () => {
    renderApp({ path: '/m/home' });
    const items = Array.from(bottomMenu().querySelectorAll('a, button'));
    expect(items.map((item) => item.textContent)).toEqual(['Menu', 'Home', 'Promotion', 'Games', 'Member']);
    expect(within(bottomMenu()).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(bottomMenu()).getByRole('link', { name: 'Games' })).toHaveAttribute(
      'href',
      '/m/gameCenter?gameType=lobby',
    );
    expect(within(bottomMenu()).getByRole('link', { name: 'Member' })).toHaveAttribute('href', '/m/member/home');
    expect(within(bottomMenu()).getByRole('link', { name: 'Promotion' })).toHaveAttribute('href', '/m/activity');
  });

  it.each(HOME_PATHS)('marks Home as the current page on %s', (path) => {
    renderApp({ path });
    expect(within(bottomMenu()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(bottomMenu()).getByRole('link', { name: 'Promotion' })).not.toHaveAttribute('aria-current');
  });

  it('does not mark Home on an unknown path, even though it shows home', () => {
    renderApp({ path: '/m/no-such-screen' });
    expect(within(bottomMenu()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/m/activity/signIn', null],
    ['/m/gameCenter?gameType=RNG', 'Games'],
    ['/m/member/home', 'Member'],
  ])('on %s the current item is %s', (path, current) => {
    useSessionStore.setState({ session: makeSession() });
    renderApp({ path });
    const marked = within(bottomMenu())
      .queryAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual(current ? [current] : []);
  });

  it('opens the drawer from Menu', async () => {
    renderApp({ path: '/m/home' });
    await userEvent.click(within(bottomMenu()).getByRole('button', { name: 'Menu' }));
    expect(useDrawerStore.getState().open).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(useDrawerStore.getState().open).toBe(false);
  });
});
