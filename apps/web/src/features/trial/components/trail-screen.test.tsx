import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@palaro/contract/constants';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { startAccountServer } from '../../../testing/account-test-server';
import { renderScreen } from '../../../testing/render-screen';
import TrailScreen from './trail-screen';

const trial = {
  token: 'tok-trial',
  userName: 'trial1a2b',
  type: 4,
  firstTimeLogin: false,
  id: 11,
  customerType: 4,
  trialBalance: 200_000,
  currency: 'PHP',
};
let server: Awaited<ReturnType<typeof startAccountServer>>;

beforeAll(async () => {
  server = await startAccountServer((request) =>
    request.url === '/wps/session/login/freeplay' ? { body: { success: true, value: trial } } : undefined,
  );
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

describe('the free trial', () => {
  it('starts a trial account, keeps its user name in session storage and goes home', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ session: null });
    renderScreen(<TrailScreen />, { route: 'trail', path: '/m/trail' });
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(useSessionStore.getState().session).toMatchObject({ token: 'tok-trial', userName: 'trial1a2b', type: 4 });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.trialUser)).toBe('trial1a2b');
    expect(window.localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('1');
  });

  it('sends a held trial session home, and offers a member the way home instead of a trial', async () => {
    useSessionStore.setState({
      session: { token: 'tok-trial', merchantCode: 'PALARO', userName: 'trial1a2b', type: 4, firstTimeLogin: false },
    });
    const { unmount } = renderScreen(<TrailScreen />, { route: 'trail', path: '/m/trail' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    unmount();

    useSessionStore.setState({
      session: { token: 'tok-member', merchantCode: 'PALARO', userName: 'juan', type: 0, firstTimeLogin: false },
    });
    renderScreen(<TrailScreen />, { route: 'trail', path: '/m/trail' });
    expect(
      await screen.findByText('You are logged in with a real account, so there is no trial to start.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/m/home');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/trail');
  });
});
