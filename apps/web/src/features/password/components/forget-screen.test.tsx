import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetPublicKey } from '../../../shared/lib/public-key';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { makeRegisterSettings, seedAccountData } from '../../../testing/account-fixtures';
import { startAccountServer } from '../../../testing/account-test-server';
import { renderScreen } from '../../../testing/render-screen';
import ForgetScreen from './forget-screen';

let server: Awaited<ReturnType<typeof startAccountServer>>;

beforeAll(async () => {
  server = await startAccountServer((request) => {
    if (request.url === '/wps/verification/sms/noLogin')
      return {
        body: { success: true, value: { expirationTime: Date.now() + 300_000, nextSendAt: Date.now() + 60_000 } },
      };
    if (request.url === '/wps/member/password/phone') return { body: { success: true, value: { userName: 'demo' } } };
    return undefined;
  });
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
  forgetPublicKey();
});

describe('resetting a forgotten password', () => {
  it('sends a code to the number, then sets the new password by phone, sealed, and goes to log in', async () => {
    const user = userEvent.setup();
    renderScreen(<ForgetScreen />, {
      route: 'forget',
      path: '/m/forget',
      seed: (client) => seedAccountData(client, makeRegisterSettings()),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: /Send code/ }));
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send code/ })).toBeDisabled();
    expect(server.requests.find((request) => request.url === '/wps/verification/sms/noLogin')?.body).toEqual({
      countryDialingCode: '63',
      mobileNum: '9171234567',
    });

    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Fresh1234');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Fresh1235');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Fresh1234');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'));
    expect(server.opened.at(-1)).toEqual({
      url: '/wps/member/password/phone',
      data: {
        countryDialingCode: '63',
        mobileNum: '9171234567',
        verificationCode: '123456',
        newPassword: 'Fresh1234',
        confirmNewPassword: 'Fresh1234',
      },
    });
  });
});
