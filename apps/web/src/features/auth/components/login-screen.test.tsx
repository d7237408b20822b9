import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@palaro/contract/constants';
import { forgetPublicKey } from '../../../shared/lib/public-key';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { rememberIntentForSocial } from '../../../shared/lib/session/login-intent';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeRegisterSettings, seedAccountData } from '../../../testing/account-fixtures';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeStatus } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render-screen';
import { saveRemembered } from '../lib/remembered-credentials';
import LoginScreen from './login-screen';

const captcha = {
  captchaId: 'c-1',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  kind: 'text',
  expiresAt: Date.now() + 60_000,
};
const loginValue = { token: 'tok-1', userName: 'demo', type: 0, firstTimeLogin: false, id: 7 };
const member = {
  id: 7,
  nickname: 'Demo Player',
  account: 'demo',
  type: 0,
  clubLabel: { labelName: 'VIP1' },
  email: '',
  payeeName: '',
  iconUrl: null,
  mobile: null,
  vipProgress: 0.35,
  temporaryPassword: false,
  hasPassword: true,
};
let server: Awaited<ReturnType<typeof startAccountServer>>;

beforeAll(async () => {
  server = await startAccountServer((request, data) => {
    if (request.url.startsWith('/wps/captcha')) return { body: { success: true, value: captcha } };
    if (request.url === '/wps/system/whitelabel')
      return { status: 503, body: { success: false, errorCode: 'unknown', message: 'Unknown error' } };
    if (request.url === '/wps/member/info') return { body: { success: true, value: member } };
    if (request.url === '/wps/game/favorites' && request.method === 'POST')
      return { body: { success: true, value: ['7'] } };
    if (request.url === '/wps/session/login/social') {
      const ok = (request.body as { ticket?: string }).ticket === 'ticket-1';
      return ok
        ? { body: { success: true, value: loginValue } }
        : {
            status: 400,
            body: {
              success: false,
              errorCode: 'social.ticket.invalid',
              message: 'The sign-in has expired, please try again',
            },
          };
    }
    if (request.url === '/wps/session/login') {
      const body = data as { password?: string; captcha?: string };
      if (body.password === 'Demo1234') return { body: { success: true, value: loginValue } };
      return {
        status: 400,
        body: {
          success: false,
          errorCode: 'login.failed',
          message: 'Incorrect username or password',
          value: { captcha: true },
        },
      };
    }
    return undefined;
  });
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

afterEach(() => {
  useSessionStore.setState({ session: null });
  forgetPublicKey();
});

function renderLogin(flags = {}, path = '/m/login') {
  renderScreen(<LoginScreen />, {
    route: 'login',
    path,
    status: makeStatus({ flags }),
    seed: (client) => seedAccountData(client, makeRegisterSettings()),
  });
}

describe('the log-in screen', () => {
  it('reveals the captcha after a failure that asks for one, and tapping the image clears the typed answer', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: 'User name' }), 'demo');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Wrong1234');
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect user name or password')).toBeInTheDocument();
    const answer = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.type(answer, '42');
    await user.click(screen.getByRole('button', { name: 'New verification image' }));
    expect(answer).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the verification code')).toBeInTheDocument();
  });

  it('seals the body, stores the session and autoLogin, remembers encoded credentials and goes home', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: 'User name' }), ' demo ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(server.opened.at(-1)).toEqual({
      url: '/wps/session/login',
      data: { type: 'username', username: 'demo', password: 'Demo1234' },
    });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.sessionInfo) ?? '{}')).toEqual({
      ...loginValue,
      merchantCode: '',
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('1');
    expect(window.localStorage.getItem('MC_REMEMBERED_LOGIN')).not.toContain('Demo1234');
  });

  it('restores remembered credentials of the same type, and offers SMS log-in only with MOBILEVERCODELOGIN3', async () => {
    saveRemembered({ type: 'username', username: 'maria', password: 'Maria1234' });
    renderLogin({ MOBILEVERCODELOGIN3: false });
    expect(await screen.findByRole('textbox', { name: 'User name' })).toHaveValue('maria');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/m/forget');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/m/register');
  });

  it('switches to mobile and SMS code, checking the number before any code is asked for', async () => {
    const user = userEvent.setup();
    renderLogin({ MOBILEVERCODELOGIN3: true });
    await user.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await user.click(await screen.findByRole('button', { name: /Send code/ }));
    expect(await screen.findByText('Mobile number: 10 to 11 digits')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  });

  it('redeems the ticket the identity provider sent back, once, and logs in', async () => {
    renderLogin({}, '/m/login?socialTicket=ticket-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(useSessionStore.getState().session).toMatchObject({ token: 'tok-1', userName: 'demo' });
  });

  it('back from the identity provider, returns where the guest was before leaving and finishes what they tapped', async () => {
    rememberIntentForSocial({
      redirect: '/m/gameCenter?gameType=RNG',
      action: { kind: 'favourite', nodeId: 7, vendor: 'LUMEN' },
    });
    renderLogin({}, '/m/login?socialTicket=ticket-1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/gameCenter\?gameType=RNG$/));
    await waitFor(() =>
      expect(
        server.requests.filter((request) => request.url === '/wps/game/favorites').map((request) => request.body),
      ).toContainEqual({ nodeId: 7, vendor: 'LUMEN' }),
    );
    expect(window.sessionStorage.getItem('MC_SOCIAL_INTENT')).toBeNull();
  });

  it('says so when the provider sign-in failed', async () => {
    renderLogin({}, '/m/login?socialError=denied');
    expect(await screen.findByText('The sign-in did not complete, please try again')).toBeInTheDocument();
  });

  it('goes back where the guest tapped a star, sets it, and keeps the intent on the way to sign up', async () => {
    const user = userEvent.setup();
    renderLogin({}, '/m/login?redirect=%2Fm%2FgameCenter%3FgameType%3DRNG&action=favourite%3A7%3ALUMEN');
    expect(await screen.findByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/m/register?redirect=%2Fm%2FgameCenter%3FgameType%3DRNG&action=favourite%3A7%3ALUMEN',
    );
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'demo');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/gameCenter\?gameType=RNG$/));
    await waitFor(() =>
      expect(
        server.requests
          .filter((request) => request.url === '/wps/game/favorites')
          .map((request) => [request.method, request.body]),
      ).toEqual([['POST', { nodeId: 7, vendor: 'LUMEN' }]]),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('never follows a redirect to another site: the player lands on home', async () => {
    const user = userEvent.setup();
    renderLogin({}, '/m/login?redirect=https%3A%2F%2Fevil.example%2Fm%2Fhome&action=launch%3A7');
    await user.type(await screen.findByRole('textbox', { name: 'User name' }), 'demo');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/home$/));
    expect(server.requests.some((request) => request.url.startsWith('/wps/game/launchGame'))).toBe(false);
  });
});
