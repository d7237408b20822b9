import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeMemberInfo, seedMember } from '../../../testing/account-fixtures';
import { makeSession } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render-screen';
import MemberHomeScreen from './member-home-screen';

function renderMember(type = 0) {
  const session = makeSession(type);
  useSessionStore.setState({ session });
  renderScreen(<MemberHomeScreen />, {
    route: 'memberHome',
    path: '/m/member/home',
    seed: (client) => seedMember(client, session.token, makeMemberInfo({ type })),
  });
}

describe('the member centre', () => {
  beforeEach(() => useSessionStore.setState({ session: null }));

  it('asks a trial account to register instead (free_reject)', async () => {
    const user = userEvent.setup();
    renderMember(4);
    const dialog = await screen.findByRole('dialog', { name: 'Trial account' });
    expect(dialog).toHaveTextContent('Please log in with a real account to use this function.');
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/register');
  });

  it('shows a trial account the member centre it would get, greyed under the prompt, and what a real account unlocks', async () => {
    renderMember(4);
    const dialog = await screen.findByRole('dialog', { name: 'Trial account' });
    const unlocks = within(dialog).getByRole('list', { name: 'A real account unlocks:' });
    expect(
      within(unlocks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Deposits and withdrawals with real money',
      'Your wallet, transaction report and game history',
      'Inbox messages and live chat',
      'VIP levels, rewards and promotions',
      'A security centre for your passwords',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // not a blank page: the real layout sits behind, out of reach of taps and of assistive technology
    const behind = screen.getByTestId('trial-member-centre');
    expect(behind).toHaveAttribute('inert');
    expect(behind).toHaveAttribute('aria-hidden', 'true');
    expect(behind).toHaveTextContent(useSessionStore.getState().session?.userName ?? 'missing');
    for (const label of [
      'Deposit',
      'Withdraw',
      'Wallet & transfers',
      'Transactions',
      'History',
      'Messages',
      'Security',
    ])
      expect(behind).toHaveTextContent(label);
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('shows the profile, the VIP card and the ways on', async () => {
    renderMember();
    expect(await screen.findByRole('heading', { name: 'Juan' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'VIP card' });
    expect(card).toHaveTextContent('VIP1');
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    expect(screen.getByRole('link', { name: 'Level interests' })).toHaveAttribute('href', '/m/member/benefits');
    for (const [name, href] of [
      ['Deposit', '/m/voucherCenter'],
      ['Withdraw', '/m/withdraw'],
      ['Wallet & transfers', '/m/member/wallet'],
      ['Transactions', '/m/member/transactions'],
      ['History', '/m/gameRecord'],
      ['Messages', '/m/message'],
      ['Security', '/m/member/security'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('refuses head icons that are not png or jpg, or larger than 5 MB, before uploading', async () => {
    renderMember();
    await screen.findByRole('button', { name: 'Change head icon' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a png or jpg image');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'b.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The image must be 5 MB or smaller')).toBeInTheDocument();
  });

  it('checks an edited e-mail against its rule', async () => {
    const user = userEvent.setup();
    renderMember();
    await user.click(await screen.findByRole('button', { name: 'Edit E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
  });

  it('refuses an edited e-mail with a control character, which its rule lets through', async () => {
    const user = userEvent.setup();
    renderMember();
    await user.click(await screen.findByRole('button', { name: 'Edit E-mail' }));
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.paste('juan\u001b[2J@example.ph');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Remove the hidden control or text-direction characters (they can come with pasted text)',
      ),
    ).toBeInTheDocument();
  });
});
