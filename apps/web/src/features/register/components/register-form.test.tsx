import { act, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../../shared/lib/i18n/i18n';
import userEvent from '@testing-library/user-event';
import { getHelpQueryOptions } from '../../../shared/api/help/get-help';
import { makeStatus } from '../../../testing/fixtures';
import { makeRegisterSettings, seedAccountData } from '../../../testing/account-fixtures';
import { renderApp } from '../../../testing/render-app';

function renderRegister(settings = makeRegisterSettings(), flags = {}) {
  renderApp({
    path: '/m/register',
    status: makeStatus({ flags }),
    seed: (client) => seedAccountData(client, settings),
  });
}

const field = (name: string) => screen.findByRole('textbox', { name });
const password = (name: string) => screen.findByLabelText(name, { selector: 'input' });

describe('the registration form', () => {
  it('focuses the first invalid field and shows its rule message', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('User name: 4 to 16 letters or digits')).toBeInTheDocument();
    expect(await field('User name')).toHaveFocus();
  });

  it('asks for the confirmation, then for it to match, and checks it again when the password changes', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(await field('User name'), 'juan2024');
    await user.type(await password('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter password')).toBeInTheDocument();
    expect(await password('Confirm password')).toHaveFocus();

    await user.type(await password('Confirm password'), 'Secret124');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();

    await user.clear(await password('Password'));
    await user.type(await password('Password'), 'Secret124');
    await waitFor(() => expect(screen.queryByText('Confirmation password not matched')).not.toBeInTheDocument());
  });

  it('trims what was typed when the field is left', async () => {
    const user = userEvent.setup();
    renderRegister();
    const name = await field('User name');
    await user.type(name, '  juan2024  ');
    await user.tab();
    expect(name).toHaveValue('juan2024');
  });

  it('starts agreed, and the button is disabled while the box is unticked', async () => {
    const user = userEvent.setup();
    renderRegister();
    const agree = await screen.findByRole('checkbox', { name: /I am at least 18 years old/ });
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(agree).toBeChecked();
    expect(submit).toBeEnabled();
    await user.click(agree);
    expect(submit).toBeDisabled();
  });

  it('shows the mobile tab first only when username registration is off, and the toggle only when both are on', async () => {
    renderRegister(makeRegisterSettings(), { USERNAMEREG3: false, MOBILENUMREG3: true });
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'User name' })).not.toBeInTheDocument();
  });

  it('switches between username and mobile registration', async () => {
    const user = userEvent.setup();
    renderRegister(makeRegisterSettings(), { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true });
    await user.click(await screen.findByRole('tab', { name: 'By mobile' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send code/ })).toHaveTextContent('60 s');
  });

  it('opens the terms and the privacy policy the help centre publishes, in a dialog', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/m/register',
      seed: (client) => {
        seedAccountData(client, makeRegisterSettings());
        client.setQueryData(getHelpQueryOptions().queryKey, [
          { id: 't', title: 'Terms of use', content: '<p>Be 18 or older.</p>', tag: 'terms', children: [] },
          {
            id: 'p',
            title: 'Privacy policy',
            content: '<p>How we keep your data.</p>',
            tag: 'privacy',
            children: [{ title: 'Purpose', content: '<p>To run your account.</p>' }],
          },
        ]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Terms of use' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(await within(terms).findByText('Be 18 or older.')).toBeInTheDocument();
    await user.click(within(terms).getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByRole('button', { name: 'Privacy policy' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(await within(privacy).findByRole('heading', { name: 'Purpose' })).toBeInTheDocument();
    expect(privacy).toHaveTextContent('To run your account.');
  });

  it('says so when the site has not published the terms', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/m/register',
      seed: (client) => {
        seedAccountData(client, makeRegisterSettings());
        client.setQueryData(getHelpQueryOptions().queryKey, []);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Terms of use' }));
    expect(await screen.findByRole('dialog', { name: 'Terms of use' })).toHaveTextContent(
      'This text is not available right now.',
    );
  });

  it('shows the messages in the new language after a language change', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('User name: 4 to 16 letters or digits')).toBeInTheDocument();
    try {
      await act(() => changeLanguage('CN'));
      expect(await screen.findByText('用户名：4 至 16 位字母或数字')).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('EN'));
    }
  });
});
