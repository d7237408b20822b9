import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LotteryPastDraw } from '@palaro/contract/lottery-draws';
import { fakeLotteryServer } from '../testing/fake-lottery-server';
import { renderAt } from '../testing/render-at';
import { VN_NORTH_DRAWS, VN_NORTH_RULES, vnNorthResult } from '../testing/vn-north-fixtures';

// The Vietnamese northern draw (prize mode SEA): its bet types by name in the page's language, and its whole result,
// 27 numbers from the special prize to the seventh, wherever a draw's result is shown.

const game = (mui: string) =>
  `/m/lotto-h5/${mui}/trad/games/vn-north?token=launch-token-0001&merchant=PALARO&css=dark&prize_mode=SEA`;

const VOID_DRAW: LotteryPastDraw = {
  drawNumber: '20261125-0001',
  drawAt: 0,
  status: 'void',
  result: null,
  drawnAt: null,
};

function serve(options: Parameters<typeof fakeLotteryServer>[0] = {}) {
  const server = fakeLotteryServer({
    rules: VN_NORTH_RULES,
    draws: [...VN_NORTH_DRAWS, VOID_DRAW],
    previous: VN_NORTH_DRAWS[0],
    ...options,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}
afterEach(() => vi.unstubAllGlobals());

const PRIZES = ['Special', 'First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh'].map(
  (prize) => `${prize} prize`,
);

/** A board's prizes as shown: each row's name and its numbers. */
function boardOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ]);
}

// each page holds a hundred number buttons (00-99) that every tap renders again: room for a busy machine
describe('the Vietnamese northern draw', { timeout: 20_000 }, () => {
  it('names its four bet types in Vietnamese, never by their codes', async () => {
    serve();
    renderAt(game('vi'));
    const types = await screen.findByRole('group', { name: 'Loại cược' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Lô 2 số (2 số cuối, mọi giải)',
      'Lô 3 số (3 số cuối, mọi giải)',
      'Đề (giải đặc biệt, 2 số cuối)',
      'Ba càng (giải đặc biệt, 3 số cuối)',
    ]);
    expect(screen.getByTestId('balance').textContent).toBe('₱1,000.00');
  });

  it("names them in English as the play menu does, on the slip and in the order's tickets", async () => {
    serve({ orderResult: vnNorthResult('03829') });
    const user = userEvent.setup();
    renderAt(game('en'));
    await user.click(await screen.findByRole('button', { name: 'Đề (special prize, last two digits)' }));
    await user.click(within(screen.getByRole('group', { name: /Numbers/ })).getByRole('button', { name: '29' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(
      screen.getByRole('button', { name: 'Remove Đề (special prize, last two digits) from the slip' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Bet placed on draw/)).toHaveTextContent('₱10.00');

    await user.click(screen.getByRole('tab', { name: 'My orders' }));
    await user.click(await screen.findByRole('button', { name: /Draw 20261128-0900/ }));
    const [ticket] = await screen.findAllByTestId('suborder');
    expect(ticket).toHaveTextContent('Đề (special prize, last two digits) 29');
    // the order's draw is shown whole, all 27 numbers, under its caption
    const board = screen.getByRole('table', { name: 'Prizes of draw 20261128-0900' });
    expect(boardOf(board).flatMap(([, numbers]) => numbers)).toHaveLength(27);
    expect(within(board).getByTestId('prize-special')).toHaveTextContent('03829');
  });

  it('shows every prize of each draw in the results, the latest open, older ones a tap away', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(game('en'));
    await user.click(await screen.findByRole('tab', { name: 'Results' }));
    const results = await screen.findByRole('region', { name: 'Last draws' });
    // no frequency chart: 27 prizes of two to five digits have no single range of numbers
    expect(screen.queryByRole('heading', { name: /How often/ })).not.toBeInTheDocument();

    const latest = within(results).getByRole('table', { name: 'Prizes of draw 20261128-0001' });
    expect(boardOf(latest)).toEqual([
      ['Special prize', ['03829']],
      ['First prize', ['40213']],
      ['Second prize', ['05197', '88230']],
      ['Third prize', ['12094', '67301', '00452', '93318', '27760', '51846']],
      ['Fourth prize', ['0917', '4482', '7305', '2261']],
      ['Fifth prize', ['8840', '0076', '5129', '3397', '6614', '1058']],
      ['Sixth prize', ['093', '517', '760']],
      ['Seventh prize', ['04', '38', '61', '89']],
    ]);
    expect(latest.closest('details')).toHaveAttribute('open');

    const older = within(results).getByRole('table', { name: 'Prizes of draw 20261127-0001' });
    const olderDraw = older.closest('details')!;
    expect(olderDraw).not.toHaveAttribute('open');
    const summary = within(olderDraw).getByText('Special prize 71450');
    await user.click(summary);
    expect(olderDraw).toHaveAttribute('open');
    expect(boardOf(older).map(([prize]) => prize)).toEqual(PRIZES);
    expect(within(results).getAllByRole('table')).toHaveLength(3);
    expect(within(results).getByText('Void')).toBeInTheDocument();
  });

  it('shows the previous draw on the bet tab, its special prize first and the whole board a tap away', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(game('en'));
    const summary = await screen.findByText('Last draw 20261128-0001: Special prize 03829');
    const previous = summary.closest('details')!;
    expect(previous).not.toHaveAttribute('open');
    await user.click(summary);
    expect(previous).toHaveAttribute('open');
    const board = within(previous).getByRole('table', { name: 'Prizes of draw 20261128-0001' });
    expect(boardOf(board).map(([prize, numbers]) => `${prize}: ${numbers!.length}`)).toEqual(
      ['1', '1', '2', '6', '4', '6', '3', '4'].map((count, i) => `${PRIZES[i]}: ${count}`),
    );
  });

  it('names the prizes in the page language', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(game('vi'));
    await user.click(await screen.findByRole('tab', { name: 'Kết quả' }));
    const latest = await screen.findByRole('table', { name: 'Các giải kỳ 20261128-0001' });
    expect(boardOf(latest).map(([prize]) => prize)).toEqual([
      'Giải đặc biệt',
      'Giải nhất',
      'Giải nhì',
      'Giải ba',
      'Giải tư',
      'Giải năm',
      'Giải sáu',
      'Giải bảy',
    ]);
  });
});
