import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberTransaction } from '@palaro/contract/reports';
import type { RecordedRequest } from '../../../testing/test-server';
import { changeLanguage } from '../../../shared/lib/i18n/i18n';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeSession } from '../../../testing/fixtures';
import { makeWallet, ok } from '../../../testing/money-fixtures';
import { renderScreen } from '../../../testing/render-screen';
import { lastDays, rangeToQuery } from '../../../shared/lib/date-range';
import TransactionsScreen from './transactions-screen';

let server: Awaited<ReturnType<typeof startAccountServer>>;
let lines: ((pageNo: number) => MemberTransaction[]) | undefined;
const row = (index: number): MemberTransaction => ({
  transactionId: String(index),
  txCode: index % 2 ? 'deposit' : 'transfer',
  wallet: index % 2 ? 'main' : 'vendor',
  vendor: index % 2 ? null : 'BAYANI',
  amount: index % 2 ? '10000' : '-2550',
  amountDisplay: '',
  balanceAfter: String(100000 + index),
  balanceAfterDisplay: '',
  reference: `ref ${index}`,
  remark: null,
  remarkDetail: null,
  round: null,
  createdAt: '2026-11-20T08:00:00.000Z',
});

beforeAll(async () => {
  server = await startAccountServer((request: RecordedRequest) => {
    const path = request.url.split('?')[0];
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    if (path === '/wps/wallets/gcs') return ok(makeWallet());
    if (path === '/wps/transaction/walletTransfer/vendors')
      return ok({
        main: '500000',
        mainBalance: '',
        vendors: [{ vendor: 'BAYANI', name: 'Bayani Live', amount: '0', balance: '' }],
      });
    if (path === '/wps/transaction/TxCodeList')
      return ok([
        { txCode: 'deposit', i18nKey: 'tx_deposit', name: 'Deposit' },
        { txCode: 'transfer', i18nKey: 'tx_transfer', name: 'Transfer' },
      ]);
    if (path === '/wps/transaction/MemberTransaction') {
      const pageNo = Number(query.get('pageNo'));
      return ok({
        list: lines?.(pageNo) ?? [row(pageNo * 2 - 1), row(pageNo * 2)],
        pageNum: pageNo,
        totalPages: 3,
        total: 6,
      });
    }
    return undefined;
  });
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  lines = undefined;
});

const reportCalls = () =>
  server.requests
    .filter((request) => request.url.startsWith('/wps/transaction/MemberTransaction'))
    .map((request) => new URLSearchParams(request.url.split('?')[1]));

describe('the transaction report', () => {
  it('asks for the last 7 days first and shows signed amounts with the balance after each', async () => {
    useSessionStore.setState({ session: makeSession() });
    renderScreen(<TransactionsScreen />, { route: 'memberTransactions', path: '/m/member/transactions' });
    const list = await screen.findByRole('list', { name: 'Transactions' }, { timeout: 5000 });
    expect(list).toHaveTextContent('+₱100.00');
    expect(list).toHaveTextContent('-₱25.50');
    expect(list).toHaveTextContent('Bayani Live');
    expect(list).toHaveTextContent('Balance ₱1,000.01');
    const expected = rangeToQuery(lastDays(7));
    expect(reportCalls()[0]?.get('from')).toBe(expected?.from);
    expect(reportCalls()[0]?.get('to')).toBe(expected?.to);
    expect(reportCalls()[0]?.get('txCodes')).toBeNull();
  });

  it('filters by TxCodeList types and pages through the results', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ session: makeSession() });
    renderScreen(<TransactionsScreen />, { route: 'memberTransactions', path: '/m/member/transactions' });
    await screen.findByRole('list', { name: 'Transactions' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(reportCalls().at(-1)?.get('txCodes')).toBe('deposit,transfer'));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(reportCalls().at(-1)?.get('pageNo')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(reportCalls().at(-1)?.get('from')).toBe(rangeToQuery(lastDays(30))?.from));
    expect(reportCalls().at(-1)?.get('pageNo')).toBe('1');
  }, 20_000);

  it('refuses a date range that runs backwards', async () => {
    useSessionStore.setState({ session: makeSession() });
    renderScreen(<TransactionsScreen />, { route: 'memberTransactions', path: '/m/member/transactions' });
    await screen.findByRole('list', { name: 'Transactions' }, { timeout: 5000 });
    const calls = reportCalls().length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('The start date must be on or before the end date')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(reportCalls()).toHaveLength(calls);
  }, 20_000);

  it("words the system's notes in the player's language and shows an operator's reason as typed", async () => {
    lines = (): MemberTransaction[] => [
      {
        ...row(1),
        remark: 'E-wallet deposit',
        remarkDetail: { code: 'deposit.credited', params: { method: 'E-wallet' }, freeText: null },
      },
      {
        ...row(2),
        remark: 'Recover all balances',
        remarkDetail: { code: 'transfer.recoverAll', params: {}, freeText: null },
      },
      {
        ...row(3),
        txCode: 'withdrawal',
        remark: 'Withdrawal rejected: Name does not match',
        remarkDetail: { code: 'withdrawal.rejected', params: {}, freeText: 'Name does not match' },
      },
      {
        ...row(5),
        txCode: 'adjustment',
        remark: 'Goodwill credit',
        remarkDetail: { code: null, params: {}, freeText: 'Goodwill credit' },
      },
    ];
    useSessionStore.setState({ session: makeSession() });
    renderScreen(<TransactionsScreen />, { route: 'memberTransactions', path: '/m/member/transactions' });
    const rows = within(await screen.findByRole('list', { name: 'Transactions' }, { timeout: 5000 })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('E-wallet deposit');
    expect(rows[1]).toHaveTextContent('All balances recovered to the main wallet');
    try {
      await act(() => changeLanguage('VI'));
      await waitFor(() => expect(rows[0]).toHaveTextContent('Nạp tiền qua E-wallet'));
      expect(rows[1]).toHaveTextContent('Đã thu hồi toàn bộ số dư về ví chính');
      expect(rows[2]).toHaveTextContent('Yêu cầu rút tiền bị từ chối: Name does not match');
      expect(rows[3]).toHaveTextContent('Goodwill credit');
    } finally {
      await act(() => changeLanguage('EN'));
    }
  });
});
