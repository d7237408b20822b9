import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPublicKey } from '../../../shared/lib/public-key';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeMemberInfo, seedMember } from '../../../testing/account-fixtures';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeSession } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render-screen';
import ChangePasswordScreen from './change-password-screen';

let server: Awaited<ReturnType<typeof startAccountServer>>;
let answer = { status: 200, body: { success: true, value: null } as unknown };

beforeAll(async () => {
  server = await startAccountServer((request) => (request.url === '/wps/member/password' ? answer : undefined));
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  useSessionStore.setState({ session: null });
  forgetPublicKey();
});

function renderChange(temporaryPassword = false, hasPassword = true) {
  const session = makeSession();
  useSessionStore.setState({ session });
  renderScreen(<ChangePasswordScreen />, {
    route: 'changePsw',
    path: '/m/changePsw',
    seed: (client) => seedMember(client, session.token, makeMemberInfo({ temporaryPassword, hasPassword })),
  });
}

const input = (name: string) => screen.findByLabelText(name, { selector: 'input' });

describe('changing the password', () => {
  it('hides the old password while a temporary one is held', async () => {
    renderChange(true);
    expect(await input('New password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Old password', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('does not ask for an old password the account never had', async () => {
    renderChange(false, false);
    expect(await input('New password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Old password', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('shows and hides each password on demand', async () => {
    const user = userEvent.setup();
    renderChange();
    const field = await input('New password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show New password' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('seals the change, says "Change saved" and goes home a second later', async () => {
    const user = userEvent.setup();
    renderChange();
    await user.type(await input('Old password'), 'Demo1234');
    await user.type(await input('New password'), 'Fresh1234');
    await user.type(await input('Confirm new password'), 'Fresh1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    expect(server.opened.at(-1)).toEqual({
      url: '/wps/member/password',
      data: { oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/changePsw');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/home'), { timeout: 2000 });
  });

  it('on failure only stops loading', async () => {
    answer = {
      status: 400,
      body: { success: false, errorCode: 'password.old.invalid', message: 'The old password is incorrect' },
    };
    const user = userEvent.setup();
    renderChange();
    await user.type(await input('Old password'), 'Wrong1234');
    await user.type(await input('New password'), 'Fresh1234');
    await user.type(await input('Confirm new password'), 'Fresh1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByText('The old password is incorrect')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/changePsw');
  });
});
