import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@palaro/contract/constants';
import { forgetPublicKey } from '../../../shared/lib/public-key';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeRegisterSettings, seedAccountData } from '../../../testing/account-fixtures';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeStatus } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render-screen';
import RegisterScreen from './register-screen';

const loginValue = { token: 'tok-new', userName: 'juan2024', type: 0, firstTimeLogin: true, id: 9 };
let server: Awaited<ReturnType<typeof startAccountServer>>;
let captchaCount = 1;

beforeAll(async () => {
  server = await startAccountServer((request) => {
    if (request.url.startsWith('/wps/member/affiliate/check'))
      return { body: { success: true, value: { valid: request.url.includes('code=AGENT01') } } };
    if (request.url === '/wps/member/register') return { body: { success: true, value: loginValue } };
    if (request.url.startsWith('/wps/check/username'))
      return { body: { success: true, value: { available: !request.url.includes('username=taken1') } } };
    if (request.url === '/wps/captcha')
      return {
        body: {
          success: true,
          value: {
            captchaId: `c-${captchaCount++}`,
            image: 'data:image/svg+xml;base64,PHN2Zy8+',
            kind: 'text',
            expiresAt: Date.now() + 60_000,
          },
        },
      };
    if (request.url === '/wps/verification/sms/register')
      return {
        body: { success: true, value: { expirationTime: Date.now() + 300_000, nextSendAt: Date.now() + 60_000 } },
      };
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

function renderRegister(path = '/m/register', settings = makeRegisterSettings()) {
  renderScreen(<RegisterScreen />, {
    route: 'register',
    path,
    status: makeStatus(),
    seed: (client) => seedAccountData(client, settings),
  });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'User name' }), 'juan2024');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Secret123');
}

describe('registering', () => {
  it('checks a typed invitation code first: a bad one is refused and focused', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: 'Invitation code (optional)' }), 'NOPE99');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The invitation code is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invitation code (optional)' })).toHaveFocus();
    expect(server.opened).toHaveLength(0);
  });

  it('keeps a valid code from the URL out of sight, sends it, and logs the new member in', async () => {
    const user = userEvent.setup();
    renderRegister('/m/register?affiliateCode=AGENT01');
    await fillValid(user);
    expect(screen.queryByRole('textbox', { name: 'Invitation code (optional)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'));
    expect(server.opened.at(-1)?.data).toMatchObject({
      username: 'juan2024',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'AGENT01',
      type: 0,
      registerMethod: 'H5',
    });
    expect(await screen.findByText('Registered successfully')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.sessionInfo) ?? '{}')).toMatchObject({
      token: 'tok-new',
      userName: 'juan2024',
    });
  });

  it('opens the invitation-code field when the code in the URL is not valid', async () => {
    renderRegister('/m/register?code=BAD1');
    expect(await screen.findByRole('textbox', { name: 'Invitation code (optional)' })).toHaveValue('BAD1');
  });

  it('says at once, when the user name is left, that it is taken', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(await screen.findByRole('textbox', { name: 'User name' }), 'taken1');
    await user.tab();
    expect(await screen.findByText('Sorry, the username already exists')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'User name' }));
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'free2024');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Sorry, the username already exists')).not.toBeInTheDocument());
  });

  it('with smsCaptcha, asks for the captcha before a code is sent, sends it along, then shows a new image', async () => {
    const user = userEvent.setup();
    renderRegister('/m/register', makeRegisterSettings({ smsCaptcha: true }));
    await user.click(await screen.findByRole('tab', { name: 'By mobile' }));
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: /Send code/ }));
    expect(await screen.findByText('Enter the verification code')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
    expect(server.requests.some((request) => request.url === '/wps/verification/sms/register')).toBe(false);

    const captchaIds = () => server.requests.filter((request) => request.url === '/wps/captcha').length;
    const shownBefore = captchaIds();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '1234');
    await user.click(screen.getByRole('button', { name: /Send code/ }));
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    const sent = server.requests.find((request) => request.url === '/wps/verification/sms/register');
    expect(sent?.body).toMatchObject({
      countryDialingCode: '63',
      mobileNum: '9171234567',
      captcha: '1234',
      captchaId: expect.stringMatching(/^c-/) as unknown,
    });
    // the answer is spent: a new image, an empty box
    await waitFor(() => expect(captchaIds()).toBe(shownBefore + 1));
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
  });
});
