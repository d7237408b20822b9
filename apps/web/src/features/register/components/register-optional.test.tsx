import { act, screen } from '@testing-library/react';
import { changeLanguage } from '../../../shared/lib/i18n/i18n';
import { makeStatus } from '../../../testing/fixtures';
import { makeRegisterSettings, seedAccountData } from '../../../testing/account-fixtures';
import { renderApp } from '../../../testing/render-app';

function renderRegister(settings = makeRegisterSettings()) {
  renderApp({ path: '/m/register', status: makeStatus(), seed: (client) => seedAccountData(client, settings) });
}

describe("the registration form's optional fields", () => {
  afterEach(async () => {
    await act(() => changeLanguage('EN'));
  });

  it('say they are optional, and only they do (SPEC 5: the rule set says which are required)', async () => {
    renderRegister();
    // the demo rule set: nickname, e-mail and invitation code on but not required
    expect(await screen.findByRole('textbox', { name: 'Nickname (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invitation code (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'User name' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password', { selector: 'input' })).toBeInTheDocument();
  });

  it('carry no marker when the rule set requires them', async () => {
    const settings = makeRegisterSettings();
    settings.rules.nickname = { ...settings.rules.nickname, required: true };
    renderRegister(settings);
    expect(await screen.findByRole('textbox', { name: 'Nickname' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail (optional)' })).toBeInTheDocument();
  });

  it('are marked in Tagalog too', async () => {
    await act(() => changeLanguage('TL'));
    renderRegister();
    expect(await screen.findByRole('textbox', { name: 'Palayaw (opsyonal)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code ng imbitasyon (opsyonal)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pangalan ng user' })).toBeInTheDocument();
  });
});
