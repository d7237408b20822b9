import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@palaro/contract/constants';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeMemberInfo, seedMember } from '../../../testing/account-fixtures';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeSession } from '../../../testing/fixtures';
import { LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { AppShell } from '../app-shell';

let server: Awaited<ReturnType<typeof startAccountServer>>;

beforeAll(async () => {
  server = await startAccountServer((request) => {
    if (request.url === '/wps/session/logout') return { body: { success: true, value: null } };
    if (request.url === '/wps/session/renew')
      return { body: { success: true, value: { idleExpiresAt: 1, absoluteExpiresAt: 2 } } };
    return undefined;
  });
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

describe('the logged-in header', () => {
  it('greets the member by nickname, renews the session, and logs out after a confirmation', async () => {
    const user = userEvent.setup();
    const session = makeSession();
    useSessionStore.getState().signIn(session);
    window.sessionStorage.setItem(STORAGE_KEYS.trialUser, 'trial-x');
    window.sessionStorage.setItem(STORAGE_KEYS.disclaimerAgreed, '1');
    renderWithProviders(
      <>
        <AppShell />
        <LocationProbe />
      </>,
      { path: '/m/home', seed: (client) => seedMember(client, session.token, makeMemberInfo({ nickname: 'Juanito' })) },
    );
    expect(await screen.findByText('Juanito')).toBeInTheDocument();
    await waitFor(() => expect(server.requests.some((request) => request.url === '/wps/session/renew')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Log out?' })).getByRole('button', { name: 'Log out' }),
    );
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
    const logout = server.requests.find((request) => request.url === '/wps/session/logout');
    expect(logout).toMatchObject({ method: 'DELETE', headers: { authorization: session.token } });
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    expect(window.sessionStorage.length).toBe(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
