import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from '../../../testing/test-server';
import { changeLanguage } from '../../../shared/lib/i18n/i18n';
import { forgetPublicKey } from '../../../shared/lib/public-key';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeSession } from '../../../testing/fixtures';
import { fail, makeDeposit, makeDepositMethods, makeWallet, ok } from '../../../testing/money-fixtures';
import { renderScreen } from '../../../testing/render-screen';
import { openPaymentPage } from '../lib/open-payment-page';
import DepositScreen from './deposit-screen';

vi.mock('../lib/open-payment-page', () => ({ openPaymentPage: vi.fn() }));

// typing through userEvent is slow on a small CI machine
const SLOW = 20_000;

type Answer = { status?: number; body: unknown };
let server: Awaited<ReturnType<typeof startAccountServer>>;
let answers: Record<string, (request: RecordedRequest) => Answer>;

beforeAll(async () => {
  server = await startAccountServer((request) => answers[request.url.split('?')[0] ?? '']?.(request));
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  forgetPublicKey();
  vi.mocked(openPaymentPage).mockClear();
  answers = {
    '/wps/wallets/gcs': () => ok(makeWallet()),
    '/wps/deposit/methods': () => ok(makeDepositMethods()),
    '/wps/deposit/report': () =>
      ok({
        list: [makeDeposit({ status: 'rejected', remark: 'No transfer found' })],
        pageNum: 1,
        totalPages: 1,
        total: 1,
      }),
    '/wps/deposit/manual': (request) => ok(makeDeposit({ amount: (request.body as { amount: string }).amount })),
    '/wps/deposit/gateway': () =>
      ok({
        deposit: makeDeposit({ id: '42', type: 'ewallet', methodId: 'e-wallet' }),
        payUrl: '/sandbox-gateway/pay/tok123',
        expiresAt: Date.now() + 60_000,
      }),
    '/wps/deposit/detail': () =>
      ok(makeDeposit({ id: '42', type: 'ewallet', methodName: 'E-wallet', status: 'success', amount: '150000' })),
  };
});

function renderDeposit(path = '/m/voucherCenter', type = 0) {
  useSessionStore.setState({ session: makeSession(type) });
  return renderScreen(<DepositScreen />, { route: 'voucherCenter', path });
}

const sent = (path: string) => server.requests.filter((request) => request.url.startsWith(path));
const amountBox = () => screen.getByRole('textbox', { name: 'Amount' });

describe('the deposit screen', () => {
  it(
    'refuses a member type the server does not let deposit, with free_reject and no form (SPEC 5)',
    async () => {
      answers['/wps/deposit/methods'] = () => ok(makeDepositMethods(false));
      renderDeposit();
      expect(await screen.findAllByText('Please log in with a real account to use this function.')).not.toHaveLength(0);
      expect(screen.queryByRole('form', { name: 'Bank transfer deposit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'holds a bank transfer within the method minimum and maximum, and sends nothing until it fits',
    async () => {
      const user = userEvent.setup();
      renderDeposit();
      await screen.findByRole('form', { name: 'Bank transfer deposit' });
      await user.click(screen.getByRole('radio', { name: /Banco de Palaro/ }));
      await user.type(screen.getByRole('textbox', { name: 'Transfer reference' }), 'TRX-1');
      await user.type(amountBox(), '99.99');
      await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
      expect(await screen.findByText('The minimum is ₱100.00')).toBeInTheDocument();
      await user.clear(amountBox());
      await user.type(amountBox(), '50000.01');
      await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
      expect(await screen.findByText('The maximum is ₱50,000.00')).toBeInTheDocument();
      await user.clear(amountBox());
      await user.type(amountBox(), '12.345');
      await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
      expect(await screen.findByText('Use at most two decimal places')).toBeInTheDocument();
      expect(sent('/wps/deposit/manual')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'refuses a reference or payer name with control or text-direction characters, says so and sends nothing',
    async () => {
      const user = userEvent.setup();
      renderDeposit();
      await screen.findByRole('form', { name: 'Bank transfer deposit' });
      await user.click(screen.getByRole('radio', { name: /Banco de Palaro/ }));
      await user.type(amountBox(), '100');
      await user.click(screen.getByRole('textbox', { name: 'Transfer reference' }));
      await user.paste('TRX\u001b[2J1');
      await user.click(screen.getByRole('textbox', { name: 'Name on your bank account (optional)' }));
      await user.paste('Juan \u202eCruz');
      await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
      expect(
        await screen.findAllByText(
          'Remove the hidden control or text-direction characters (they can come with pasted text)',
        ),
      ).toHaveLength(2);
      expect(sent('/wps/deposit/manual')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'sends a bank transfer in exact minor units with the chosen account and reference, then shows it pending',
    async () => {
      const user = userEvent.setup();
      renderDeposit();
      await screen.findByRole('form', { name: 'Bank transfer deposit' });
      await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
      expect(await screen.findByText('Choose the account you transferred to')).toBeInTheDocument();
      expect(screen.getByText('Enter the transfer reference')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: /Maharlika National Bank/ }));
      await user.type(amountBox(), '1,000.10');
      await user.type(screen.getByRole('textbox', { name: 'Transfer reference' }), '  REF 77  ');
      await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
      expect(await screen.findByRole('heading', { name: 'Deposit pending' })).toBeInTheDocument();
      expect(screen.getByText('₱1,000.10')).toBeInTheDocument();
      const [request] = sent('/wps/deposit/manual');
      expect(request?.body).toMatchObject({
        methodId: 'bank-transfer',
        bankAccountId: 'mnb-main',
        amount: '100010',
        transferReference: 'REF 77',
      });
      expect((request?.body as { requestId: string }).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
      expect(request?.body).not.toHaveProperty('receipt');
    },
    SLOW,
  );

  it(
    'takes a png or jpg receipt of at most 5 MB, previews it and sends it with the deposit',
    async () => {
      const user = userEvent.setup();
      renderDeposit();
      await screen.findByRole('form', { name: 'Bank transfer deposit' });
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'slip.gif', { type: 'image/gif' })] } });
      expect(await screen.findByText('Please choose a PNG or JPG image')).toBeInTheDocument();
      fireEvent.change(input, {
        target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] },
      });
      expect(await screen.findByText('The image must be 5 MB or smaller')).toBeInTheDocument();
      // a renamed file is caught by its first bytes
      fireEvent.change(input, {
        target: { files: [new File(['not an image at all'], 'fake.png', { type: 'image/png' })] },
      });
      expect(await screen.findByText('Please choose a PNG or JPG image')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Receipt preview' })).not.toBeInTheDocument();
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      fireEvent.change(input, { target: { files: [new File([png], 'slip.png', { type: 'image/png' })] } });
      expect(await screen.findByRole('img', { name: 'Receipt preview' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      );
      await user.click(screen.getByRole('radio', { name: /Banco de Palaro/ }));
      await user.click(screen.getByRole('button', { name: '₱500' }));
      await user.type(screen.getByRole('textbox', { name: 'Transfer reference' }), 'A1');
      await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
      await screen.findByRole('heading', { name: 'Deposit pending' });
      expect(sent('/wps/deposit/manual')[0]?.body).toMatchObject({
        amount: '50000',
        receipt: expect.stringMatching(/^data:image\/png;base64,/),
      });
    },
    SLOW,
  );

  it(
    'starts a gateway payment and hands the player to the gateway page',
    async () => {
      const user = userEvent.setup();
      renderDeposit();
      await user.click(await screen.findByRole('radio', { name: /E-wallet/ }));
      await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '49.99');
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      expect(await screen.findByText('The minimum is ₱50.00')).toBeInTheDocument();
      await user.clear(amountBox());
      await user.type(amountBox(), '1500');
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/sandbox-gateway/pay/tok123'));
      expect(sent('/wps/deposit/gateway')[0]?.body).toMatchObject({ methodId: 'e-wallet', amount: '150000' });
    },
    SLOW,
  );

  it(
    'says what a refused deposit was refused for',
    async () => {
      const user = userEvent.setup();
      answers['/wps/deposit/gateway'] = () => fail(429, 'deposit.pending.limit', 'Too many deposits are waiting');
      renderDeposit();
      await user.click(await screen.findByRole('radio', { name: /E-wallet/ }));
      await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '100');
      await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
      expect(
        await screen.findByText('Too many deposits are waiting, please wait for them to finish'),
      ).toBeInTheDocument();
      expect(openPaymentPage).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'shows what the gateway credited when the player comes back',
    async () => {
      renderDeposit('/m/voucherCenter?deposit=42&result=paid');
      expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeInTheDocument();
      expect(screen.getByText('₱1,500.00 has been added to your main wallet.')).toBeInTheDocument();
      expect(sent('/wps/deposit/detail')[0]?.url).toBe('/wps/deposit/detail?id=42');
    },
    SLOW,
  );

  it(
    'lists the deposit history with statuses and reasons',
    async () => {
      const user = userEvent.setup();
      renderDeposit();
      await user.click(await screen.findByRole('tab', { name: 'History' }));
      const list = await screen.findByRole('list', { name: 'Deposits' });
      expect(list).toHaveTextContent('Rejected');
      expect(list).toHaveTextContent('No transfer found');
      await user.click(screen.getByRole('button', { name: 'Pending' }));
      await waitFor(() =>
        expect(sent('/wps/deposit/report').some((request) => request.url.includes('status=pending'))).toBe(true),
      );
    },
    SLOW,
  );

  it(
    "words why a gateway payment did not complete in the player's language",
    async () => {
      answers['/wps/deposit/detail'] = () =>
        ok(
          makeDeposit({
            id: '42',
            type: 'gateway',
            methodName: 'Card',
            status: 'failed',
            remark: 'The payment was declined',
            remarkDetail: { code: 'deposit.declined', params: {}, freeText: null },
          }),
        );
      try {
        await changeLanguage('TH');
        renderDeposit('/m/voucherCenter?deposit=42&result=declined');
        expect(await screen.findByText('การชำระเงินถูกปฏิเสธ')).toBeInTheDocument();
      } finally {
        await act(() => changeLanguage('EN'));
      }
    },
    SLOW,
  );

  it(
    'shows the history amounts from their minor units, grouped (amountDisplay is not read)',
    async () => {
      const rows = [
        makeDeposit({ id: '45', amount: '123456789', amountDisplay: '' }),
        makeDeposit({ id: '46', amount: '5', amountDisplay: '' }),
      ];
      answers['/wps/deposit/report'] = () => ok({ list: rows, pageNum: 1, totalPages: 1, total: 2 });
      const user = userEvent.setup();
      renderDeposit();
      await user.click(await screen.findByRole('tab', { name: 'History' }));
      const items = within(await screen.findByRole('list', { name: 'Deposits' })).getAllByRole('listitem');
      expect(items.map((item) => item.querySelector('.money-row__amount')?.textContent)).toEqual([
        '₱1,234,567.89',
        '₱0.05',
      ]);
    },
    SLOW,
  );

  it(
    "words system remarks in the history and keeps an operator's reason as typed",
    async () => {
      const expired = makeDeposit({
        id: '44',
        type: 'gateway',
        status: 'expired',
        remark: 'Not paid in time',
        remarkDetail: { code: 'deposit.expired', params: {}, freeText: null },
      });
      const rejected = makeDeposit({
        id: '43',
        status: 'rejected',
        remark: 'No transfer found',
        remarkDetail: { code: null, params: {}, freeText: 'No transfer found' },
      });
      answers['/wps/deposit/report'] = () => ok({ list: [expired, rejected], pageNum: 1, totalPages: 1, total: 2 });
      const user = userEvent.setup();
      renderDeposit();
      await user.click(await screen.findByRole('tab', { name: 'History' }));
      const rows = within(await screen.findByRole('list', { name: 'Deposits' })).getAllByRole('listitem');
      expect(rows[0]).toHaveTextContent('Not paid in time');
      try {
        await act(() => changeLanguage('PT'));
        await waitFor(() => expect(rows[0]).toHaveTextContent('Não foi pago a tempo'));
        expect(rows[1]).toHaveTextContent('No transfer found');
      } finally {
        await act(() => changeLanguage('EN'));
      }
    },
    SLOW,
  );
});
