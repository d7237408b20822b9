import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WithdrawInfo } from '@palaro/contract/withdrawals';
import type { RecordedRequest } from '../../../testing/test-server';
import { changeLanguage } from '../../../shared/lib/i18n/i18n';
import { forgetPublicKey } from '../../../shared/lib/public-key';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { getRegisterSettingsQueryOptions } from '../../../shared/api/get-register-settings';
import { makeRegisterSettings, seedMember } from '../../../testing/account-fixtures';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeSession } from '../../../testing/fixtures';
import { demoCard, fail, makeWallet, makeWithdrawInfo, ok } from '../../../testing/money-fixtures';
import { renderScreen } from '../../../testing/render-screen';
import WithdrawScreen from './withdraw-screen';

// typing through userEvent is slow on a small CI machine
const SLOW = 20_000;

type Answer = { status?: number; body: unknown };
let server: Awaited<ReturnType<typeof startAccountServer>>;
let answers: Record<string, (request: RecordedRequest, data: unknown) => Answer>;
let info: WithdrawInfo;

beforeAll(async () => {
  server = await startAccountServer((request, data) =>
    answers[`${request.method} ${request.url.split('?')[0] ?? ''}`]?.(request, data),
  );
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.opened.length = 0;
  forgetPublicKey();
  info = makeWithdrawInfo();
  answers = {
    'GET /wps/wallets/gcs': () => ok(makeWallet()),
    'GET /wps/transaction/withdraw/info': () => ok(info),
    'GET /wps/withdraw/banks': () =>
      ok([
        { bankCode: 'BDP', bankName: 'Banco de Palaro' },
        { bankCode: 'ISLA', bankName: 'Isla Savings Bank' },
      ]),
    'POST /wps/member/paymentPassword': () => {
      info = { ...info, hasWithdrawalPassword: true };
      return ok(null);
    },
    'POST /wps/member/paymentPassword/reset': () =>
      fail(400, 'password.old.invalid', 'The login password is incorrect'),
    'POST /wps/member/bankCard': () => {
      const card = {
        ...demoCard,
        id: '8',
        bankCode: 'ISLA',
        bankName: 'Isla Savings Bank',
        accountNumberMasked: '**** **** 4321',
      };
      info = { ...info, cards: [...info.cards, card] };
      return ok({ cards: info.cards, maxCards: info.maxCards });
    },
    'POST /wps/transaction/withdraw': (_request, data) => {
      const { amount } = data as { amount: string };
      info = {
        ...info,
        withdrawable: String(BigInt(info.withdrawable) - BigInt(amount)),
        pendingAmount: amount,
        dailyCount: 1,
      };
      const withdrawal = {
        id: '3',
        amount,
        amountDisplay: '',
        currency: 'PHP',
        status: 'pending',
        bankName: 'Banco de Palaro',
        payeeName: 'Juan Dela Cruz',
        accountNumberMasked: '**** **** 7890',
        remark: null,
        createdAt: '2026-11-23T01:00:00.000Z',
        decidedAt: null,
      };
      return ok({ withdrawal, withdrawable: info.withdrawable, withdrawableDisplay: '' });
    },
    'GET /wps/transaction/WithdrawTransactionReport': () =>
      ok({
        list: [
          {
            id: '3',
            amount: '20000',
            amountDisplay: '200.00',
            currency: 'PHP',
            status: 'rejected',
            bankName: 'Banco de Palaro',
            payeeName: 'Juan',
            accountNumberMasked: '**** **** 7890',
            remark: 'Name does not match',
            createdAt: '2026-11-23T01:00:00.000Z',
            decidedAt: '2026-11-23T02:00:00.000Z',
          },
        ],
        pageNum: 1,
        totalPages: 1,
        total: 1,
      }),
  };
});

function renderWithdraw() {
  const session = makeSession();
  useSessionStore.setState({ session });
  const settings = makeRegisterSettings();
  // the demo merchant's rule: six digits (switched off on the sign-up form, still the withdrawal password's rule)
  settings.rules.paymentPassword = {
    enabled: false,
    required: false,
    pattern: '^\\d+$',
    message: 'rule_payment_password',
    minLength: 6,
    maxLength: 6,
  };
  return renderScreen(<WithdrawScreen />, {
    route: 'withdraw',
    path: '/m/withdraw',
    seed: (client) => {
      seedMember(client, session.token);
      client.setQueryData(getRegisterSettingsQueryOptions().queryKey, settings);
    },
  });
}

const passwordBox = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const openedAt = (path: string) => server.opened.filter((entry) => entry.url === path).map((entry) => entry.data);

describe('the withdraw screen', () => {
  it(
    'asks for a withdrawal password first: the merchant rule (6 digits), typed twice, sent sealed',
    async () => {
      info = makeWithdrawInfo({ hasWithdrawalPassword: false, cards: [] });
      const user = userEvent.setup();
      renderWithdraw();
      await screen.findByRole('heading', { name: 'Set a withdrawal password' });
      expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save password' }));
      expect(await screen.findByText('Enter the withdrawal password')).toBeInTheDocument();
      await user.type(passwordBox('Withdrawal password'), '12ab56');
      await user.type(passwordBox('Confirm withdrawal password'), '12ab56');
      await user.click(screen.getByRole('button', { name: 'Save password' }));
      expect(await screen.findByText('Payment password: 6 digits', { selector: '.field__error' })).toBeInTheDocument();
      await user.clear(passwordBox('Withdrawal password'));
      await user.type(passwordBox('Withdrawal password'), '135790');
      await user.clear(passwordBox('Confirm withdrawal password'));
      await user.type(passwordBox('Confirm withdrawal password'), '135791');
      await user.click(screen.getByRole('button', { name: 'Save password' }));
      expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
      expect(openedAt('/wps/member/paymentPassword')).toHaveLength(0);
      await user.clear(passwordBox('Confirm withdrawal password'));
      await user.type(passwordBox('Confirm withdrawal password'), '135790');
      await user.click(screen.getByRole('button', { name: 'Save password' }));
      await waitFor(() =>
        expect(openedAt('/wps/member/paymentPassword')).toEqual([
          { paymentPassword: '135790', confirmPaymentPassword: '135790' },
        ]),
      );
      expect(await screen.findByRole('form', { name: 'Withdrawal' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows bank cards masked, with the per-player limit, and adds one only with a valid number',
    async () => {
      const user = userEvent.setup();
      renderWithdraw();
      const form = await screen.findByRole('form', { name: 'Withdrawal' });
      expect(within(form).getByRole('radio', { name: /Banco de Palaro/ })).toBeChecked();
      expect(form).toHaveTextContent('**** **** 7890');
      expect(form).toHaveTextContent('1 of 3 cards');
      await user.click(screen.getByRole('button', { name: 'Add bank card' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a bank card' });
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Bank' }), 'ISLA');
      await user.type(within(dialog).getByRole('textbox', { name: 'Payee name' }), 'Juan Dela Cruz');
      await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '12-34');
      await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
      expect(await within(dialog).findByText('The account number has 6 to 24 digits')).toBeInTheDocument();
      await user.clear(within(dialog).getByRole('textbox', { name: 'Account number' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '0098 7654 4321');
      await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
      await waitFor(() =>
        expect(server.requests.find((request) => request.url === '/wps/member/bankCard')?.body).toEqual({
          bankCode: 'ISLA',
          payeeName: 'Juan Dela Cruz',
          accountNumber: '009876544321',
        }),
      );
      expect(await within(form).findByRole('radio', { name: /Isla Savings Bank/ })).toBeChecked();
      expect(form).toHaveTextContent('**** **** 4321');
      // the full number never shows once it is saved
      expect(document.body).not.toHaveTextContent('009876544321');
      expect(document.body).not.toHaveTextContent('0098 7654 4321');
    },
    SLOW,
  );

  it('offers no more cards at the limit', async () => {
    info = makeWithdrawInfo({ maxCards: 1 });
    renderWithdraw();
    await screen.findByRole('form', { name: 'Withdrawal' });
    expect(screen.queryByRole('button', { name: 'Add bank card' })).not.toBeInTheDocument();
    expect(screen.getByText('You can keep up to 1 bank cards. Remove one to add another.')).toBeInTheDocument();
  });

  it(
    'never asks for more than the withdrawable balance, nor outside the limits',
    async () => {
      const user = userEvent.setup();
      renderWithdraw();
      await screen.findByRole('form', { name: 'Withdrawal' });
      const amount = screen.getByRole('textbox', { name: 'Amount' });
      await user.type(passwordBox('Withdrawal password'), '135790');
      await user.type(amount, '500.01');
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      expect(await screen.findByText('You can use at most ₱500.00')).toBeInTheDocument();
      await user.clear(amount);
      await user.type(amount, '99');
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      expect(await screen.findByText('The minimum is ₱100.00')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'All' }));
      expect(amount).toHaveValue('500.00');
      expect(openedAt('/wps/transaction/withdraw')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'sends the withdrawal sealed in minor units, then shows the hold',
    async () => {
      const user = userEvent.setup();
      renderWithdraw();
      await screen.findByRole('form', { name: 'Withdrawal' });
      await user.type(screen.getByRole('textbox', { name: 'Amount' }), '200.5');
      await user.type(passwordBox('Withdrawal password'), '135790');
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeInTheDocument();
      const [body] = openedAt('/wps/transaction/withdraw') as { requestId: string }[];
      expect(body).toMatchObject({ amount: '20050', bankCardId: '7', paymentPassword: '135790' });
      expect(body?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      const summary = screen.getByRole('region', { name: 'Withdrawal balance' });
      await waitFor(() => expect(summary).toHaveTextContent('₱299.50'));
      expect(summary).toHaveTextContent('On hold₱200.50');
      expect(summary).toHaveTextContent('1 of 5');
    },
    SLOW,
  );

  it(
    'resets the withdrawal password only with the login password',
    async () => {
      const user = userEvent.setup();
      renderWithdraw();
      await screen.findByRole('form', { name: 'Withdrawal' });
      await user.click(screen.getByRole('button', { name: 'Forgot withdrawal password?' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reset withdrawal password' });
      await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
      expect(await within(dialog).findByText('Enter your login password')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Login password', { selector: 'input' }), 'Wrong1234');
      await user.type(within(dialog).getByLabelText('Withdrawal password', { selector: 'input' }), '246802');
      await user.type(within(dialog).getByLabelText('Confirm withdrawal password', { selector: 'input' }), '246802');
      await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
      expect(await screen.findByText('The login password is incorrect')).toBeInTheDocument();
      expect(openedAt('/wps/member/paymentPassword/reset')).toEqual([
        { loginPassword: 'Wrong1234', paymentPassword: '246802', confirmPaymentPassword: '246802' },
      ]);
    },
    SLOW,
  );

  it('lists past withdrawals with their status and reason', async () => {
    const user = userEvent.setup();
    renderWithdraw();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    expect(list).toHaveTextContent('Rejected');
    expect(list).toHaveTextContent('Name does not match');
    expect(list).toHaveTextContent('₱200.00');
  });

  it('shows the balance, the hold and past amounts from their minor units (the *Display fields are not read)', async () => {
    info = makeWithdrawInfo({ withdrawable: '123456789', withdrawableDisplay: '', pendingAmount: '0' });
    answers['GET /wps/transaction/WithdrawTransactionReport'] = () =>
      ok({
        list: [
          {
            id: '6',
            amount: '123456789',
            amountDisplay: '',
            currency: 'PHP',
            status: 'pending',
            bankName: 'Banco de Palaro',
            payeeName: 'Juan',
            accountNumberMasked: '**** **** 7890',
            remark: null,
            createdAt: '2026-11-23T01:00:00.000Z',
            decidedAt: null,
          },
        ],
        pageNum: 1,
        totalPages: 1,
        total: 1,
      });
    const user = userEvent.setup();
    renderWithdraw();
    const summary = await screen.findByRole('region', { name: 'Withdrawal balance' });
    await waitFor(() => expect(summary.querySelector('.balance-hero__amount')?.textContent).toBe('₱1,234,567.89'));
    expect(within(summary).getAllByRole('definition')[0]).toHaveTextContent(/^₱0\.00$/);
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    expect(list.querySelector('.money-row__amount')?.textContent).toBe('₱1,234,567.89');
  });

  it("words the system's remarks in the player's language and shows an operator's words as typed", async () => {
    const row = {
      amount: '20000',
      amountDisplay: '200.00',
      currency: 'PHP',
      bankName: 'Banco de Palaro',
      payeeName: 'Juan',
      accountNumberMasked: '**** **** 7890',
      createdAt: '2026-11-23T01:00:00.000Z',
      decidedAt: '2026-11-23T02:00:00.000Z',
    };
    const list = [
      {
        ...row,
        id: '5',
        status: 'success',
        remark: 'Paid, reference BDP-7',
        remarkDetail: { code: 'withdrawal.paidReference', params: { reference: 'BDP-7' }, freeText: null },
      },
      {
        ...row,
        id: '4',
        status: 'rejected',
        remark: 'Name does not match',
        remarkDetail: { code: null, params: {}, freeText: 'Name does not match' },
      },
      // a code newer than this client: the server's English stands in
      {
        ...row,
        id: '3',
        status: 'success',
        remark: 'Paid by courier',
        remarkDetail: { code: 'withdrawal.courier', params: {}, freeText: null },
      },
    ];
    answers['GET /wps/transaction/WithdrawTransactionReport'] = () => ok({ list, pageNum: 1, totalPages: 1, total: 3 });
    const user = userEvent.setup();
    renderWithdraw();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const rows = within(await screen.findByRole('list', { name: 'Withdrawals' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Paid, reference BDP-7');
    expect(rows[1]).toHaveTextContent('Name does not match');
    expect(rows[2]).toHaveTextContent('Paid by courier');
    try {
      await act(() => changeLanguage('VI'));
      await waitFor(() => expect(rows[0]).toHaveTextContent('Đã chi trả, mã tham chiếu BDP-7'));
      expect(rows[1]).toHaveTextContent('Name does not match');
      expect(rows[2]).toHaveTextContent('Paid by courier');
    } finally {
      await act(() => changeLanguage('EN'));
    }
  });
});
