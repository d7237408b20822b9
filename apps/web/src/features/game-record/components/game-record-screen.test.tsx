import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameRecordPage, GameRecordRow } from '@palaro/contract/reports';
import type { RecordedRequest } from '../../../testing/test-server';
import { lastDays, rangeToQuery } from '../../../shared/lib/date-range';
import { changeLanguage } from '../../../shared/lib/i18n/i18n';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeSession } from '../../../testing/fixtures';
import { fail, makeWallet, ok } from '../../../testing/money-fixtures';
import { renderScreen } from '../../../testing/render-screen';
import GameRecordScreen from './game-record-screen';

const original = (index: number, overrides: Partial<GameRecordRow> = {}): GameRecordRow => ({
  round: {
    provider: 'ORIGINALS',
    roundId: `OR${index}`,
    gameName: 'Color Game',
    gameCode: 'color-game',
    vendor: 'PALARO',
    vendorName: 'Palaro Originals',
    provablyFair: true,
  },
  category: 'LOCAL',
  status: 'closed',
  betTotal: '500',
  winTotal: '1500',
  refundTotal: '0',
  net: '1000',
  createdAt: '2026-11-20T08:00:00.000Z',
  closedAt: '2026-11-20T08:00:01.000Z',
  ...overrides,
});
const slot = (index: number, overrides: Partial<GameRecordRow> = {}): GameRecordRow => ({
  round: {
    provider: 'SIMULATOR',
    roundId: `SIM${index}`,
    gameName: 'Golden Carabao',
    gameCode: 'golden-carabao',
    vendor: 'LUMEN',
    vendorName: 'Lumen Slots',
    provablyFair: false,
  },
  category: 'RNG',
  status: 'closed',
  betTotal: '2550',
  winTotal: '0',
  refundTotal: '0',
  net: '-2550',
  createdAt: '2026-11-20T07:00:00.000Z',
  closedAt: '2026-11-20T07:00:01.000Z',
  ...overrides,
});
const TOTALS = { rounds: 3, betTotal: '3200', winTotal: '1500', refundTotal: '150', net: '-1550' };

let server: Awaited<ReturnType<typeof startAccountServer>>;
/** The answer to one records call; by default page 1 of 1 holding an Original, a slot round and an open round. */
let answer: (query: URLSearchParams) => { status?: number; body: unknown } = () =>
  ok(page([original(1), slot(1), slot(2, { status: 'open', betTotal: '150', net: '-150', closedAt: null })]));

function page(list: GameRecordRow[], pageNum = 1, totalPages = 1, totals = TOTALS): GameRecordPage {
  return { list, pageNum, totalPages, total: totals.rounds, totals };
}

beforeAll(async () => {
  server = await startAccountServer((request: RecordedRequest) => {
    const path = request.url.split('?')[0];
    if (path === '/wps/wallets/gcs') return ok(makeWallet());
    if (path === '/wps/game/records') return answer(new URLSearchParams(request.url.split('?')[1] ?? ''));
    return undefined;
  });
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

const defaultAnswer = answer;
beforeEach(() => {
  server.requests.length = 0;
  answer = defaultAnswer;
  useSessionStore.setState({ session: makeSession() });
});

const recordCalls = () =>
  server.requests
    .filter((request) => request.url.startsWith('/wps/game/records'))
    .map((request) => new URLSearchParams(request.url.split('?')[1]));
const renderRecord = (path = '/m/gameRecord') => renderScreen(<GameRecordScreen />, { route: 'gameRecord', path });
const findList = () => screen.findByRole('list', { name: 'Game rounds' }, { timeout: 5000 });

describe('the game record', () => {
  it('asks for the last 7 days of every game and shows each round with its money, net, status and the totals', async () => {
    renderRecord();
    const rows = within(await findList()).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Color Game');
    expect(rows[0]).toHaveTextContent('Palaro Originals');
    expect(rows[0]).toHaveTextContent('Bet ₱5.00');
    expect(rows[0]).toHaveTextContent('Win ₱15.00');
    expect(rows[0]).toHaveTextContent('Finished');
    expect(rows[0]).toHaveTextContent('Provably fair');
    expect(within(rows[0] as HTMLElement).getByText('+₱10.00')).toHaveClass('record-net--up');
    expect(rows[1]).toHaveTextContent('Golden Carabao');
    expect(rows[1]).toHaveTextContent('Lumen Slots');
    expect(within(rows[1] as HTMLElement).getByText('-₱25.50')).toHaveClass('record-net--down');
    expect(rows[1]).not.toHaveTextContent('Provably fair');
    expect(rows[2]).toHaveTextContent('In play');

    const totals = screen.getByRole('region', { name: 'Period totals' });
    expect(totals).toHaveTextContent('Rounds: 3');
    expect(totals).toHaveTextContent('Bet₱32.00');
    expect(totals).toHaveTextContent('Win₱15.00');
    expect(within(totals).getByText('-₱15.50')).toHaveClass('record-net--down');
    expect(totals).toHaveTextContent('Stakes returned to you: ₱1.50');

    const expected = rangeToQuery(lastDays(7));
    expect(recordCalls()[0]?.get('from')).toBe(expected?.from);
    expect(recordCalls()[0]?.get('to')).toBe(expected?.to);
    expect(recordCalls()[0]?.get('category')).toBeNull();
    expect(recordCalls()[0]?.get('pageNo')).toBe('1');
  });

  it("opens a provably fair round's detail with its proof; a vendor's round is no link", async () => {
    const user = userEvent.setup();
    renderRecord();
    const list = await findList();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    await user.click(within(list).getByRole('link', { name: /Color Game/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/member/round?provider=ORIGINALS&roundId=OR1');
  });

  it('filters by a category of the catalogue and keeps the view in the address', async () => {
    const user = userEvent.setup();
    renderRecord();
    await findList();
    const categories = screen.getByRole('group', { name: 'Game categories' });
    // LOCAL first, then the server's order (the seeded vendor sorting: RNG, LOCAL, LIVE)
    expect(
      within(categories)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All games', 'Palaro Originals', 'Slots', 'Live casino']);
    answer = () =>
      ok(page([original(2)], 1, 1, { rounds: 1, betTotal: '500', winTotal: '1500', refundTotal: '0', net: '1000' }));
    await user.click(within(categories).getByRole('button', { name: 'Palaro Originals' }));
    await waitFor(() => expect(recordCalls().at(-1)?.get('category')).toBe('LOCAL'));
    expect(within(categories).getByRole('button', { name: 'Palaro Originals' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(categories).getByRole('button', { name: 'All games' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Game rounds' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(screen.getByRole('region', { name: 'Period totals' })).toHaveTextContent('Rounds: 1');
    const range = lastDays(7);
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/m/gameRecord?category=LOCAL&from=${range.fromDay}&to=${range.toDay}`,
    );
  });

  it('opens on the view its address names', async () => {
    renderRecord('/m/gameRecord?category=RNG&from=2026-11-01&to=2026-11-26');
    await findList();
    expect(recordCalls()[0]?.get('category')).toBe('RNG');
    expect(recordCalls()[0]?.get('from')).toBe(rangeToQuery({ fromDay: '2026-11-01', toDay: '2026-11-26' })?.from);
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });

  it('changes the period with the quick picks and refuses a range that runs backwards', async () => {
    const user = userEvent.setup();
    renderRecord();
    await findList();
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(recordCalls().at(-1)?.get('from')).toBe(rangeToQuery(lastDays(30))?.from));
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(recordCalls().at(-1)?.get('from')).toBe(rangeToQuery(lastDays(1))?.from));
    const calls = recordCalls().length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('The start date must be on or before the end date')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Game rounds' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Period totals' })).not.toBeInTheDocument();
    expect(recordCalls()).toHaveLength(calls);
  }, 20_000);

  it('loads the next page under the rows already shown, with the totals of the whole period', async () => {
    const user = userEvent.setup();
    const totals = { rounds: 3, betTotal: '5600', winTotal: '1500', refundTotal: '0', net: '-4100' };
    answer = (query) =>
      query.get('pageNo') === '1' ? ok(page([original(1), slot(1)], 1, 2, totals)) : ok(page([slot(2)], 2, 2, totals));
    renderRecord();
    expect(within(await findList()).getAllByRole('listitem')).toHaveLength(2);
    expect(recordCalls()[0]?.get('pageSize')).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Game rounds' })).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(recordCalls().at(-1)?.get('pageNo')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Period totals' })).toHaveTextContent('Rounds: 3');
  }, 20_000);

  it('says so when the period has no rounds, with zero totals', async () => {
    answer = () => ok(page([], 1, 1, { rounds: 0, betTotal: '0', winTotal: '0', refundTotal: '0', net: '0' }));
    renderRecord();
    expect(await screen.findByText('No game rounds in this period', undefined, { timeout: 5000 })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Period totals' });
    expect(totals).toHaveTextContent('Rounds: 0');
    expect(within(totals).getByText('₱0.00', { selector: '.record-net' })).toHaveClass('record-net--even');
    expect(screen.queryByRole('list', { name: 'Game rounds' })).not.toBeInTheDocument();
  });

  it('shows a loading skeleton, then an error the player can retry', async () => {
    const user = userEvent.setup();
    answer = () => fail(503, 'unknown', 'Unknown error');
    renderRecord();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const message = await screen.findByText('Your game history could not be loaded.', undefined, { timeout: 10_000 });
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    answer = defaultAnswer;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await findList()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Your game history could not be loaded.')).not.toBeInTheDocument();
  }, 20_000);

  it('shows a trial account its play rounds', async () => {
    useSessionStore.setState({ session: makeSession(4) });
    renderRecord();
    expect(within(await findList()).getAllByRole('listitem')).toHaveLength(3);
  });

  it("speaks the player's language", async () => {
    renderRecord();
    const list = await findList();
    try {
      await act(() => changeLanguage('VI'));
      await waitFor(() => expect(screen.getByRole('list', { name: 'Các ván chơi' })).toBeInTheDocument());
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Cược ₱5.00');
      expect(screen.getByRole('region', { name: 'Tổng trong kỳ' })).toHaveTextContent('Số ván: 3');
      expect(screen.getByRole('button', { name: 'Tất cả trò chơi' })).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('EN'));
    }
  });
});
