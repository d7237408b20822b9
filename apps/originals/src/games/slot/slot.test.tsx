import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlotResult, SlotSpinView } from '@palaro/contract/originals';
import { App } from '../../app/app';
import { atLaunchUrl, fakeApi } from '../../testing/fake-api';
import { playedRound, slotTable, stateFor } from '../../testing/fixtures';
import { spinSteps, winningCells } from './spin-steps';

const state = stateFor(slotTable);
const noScatter = { count: 0, positions: [], pays: 0, win: '0' };

function spin(window: string[][], extra: Partial<SlotSpinView> = {}): SlotSpinView {
  return {
    kind: 'base',
    stops: [0, 0, 0],
    window,
    lineWins: [],
    scatter: noScatter,
    freeSpinsAwarded: 0,
    multiplier: 1,
    win: '0',
    ...extra,
  };
}

function slotResult(spins: SlotSpinView[], coinValue: string, lines = 5): SlotResult {
  const base = spins[0];
  const free = spins.slice(1);
  const featureWin = free.reduce((sum, s) => sum + BigInt(s.win), 0n);
  return {
    engine: 'slot',
    outcome: { spins: spins.map((s) => ({ kind: s.kind, stops: s.stops })) },
    details: {
      title: 'kampana-classic',
      bet: { lines, coinValue, totalBet: String(BigInt(lines) * BigInt(coinValue)) },
      spins,
      feature: {
        triggered: free.length > 0,
        spinsAwarded: free.length,
        spinsPlayed: free.length,
        retriggers: 0,
        multiplier: 2,
        capped: false,
        win: featureWin.toString(),
      },
      baseWin: base?.win ?? '0',
    },
  };
}

const sevens = spin(
  [
    ['BAR', 'SEVEN', 'MELON'],
    ['CHERRY', 'SEVEN', 'BAR'],
    ['MELON', 'SEVEN', 'KAMPANA'],
  ],
  {
    lineWins: [
      {
        line: 1,
        symbol: 'SEVEN',
        count: 3,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        pays: 60,
        win: '1200',
      },
    ],
    win: '1200',
  },
);

const stars = spin(
  [
    ['STAR', 'BAR', 'MELON'],
    ['CHERRY', 'STAR', 'BAR'],
    ['MELON', 'BAR', 'STAR'],
  ],
  {
    scatter: {
      count: 3,
      positions: [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      pays: 5,
      win: '500',
    },
    freeSpinsAwarded: 2,
    win: '500',
  },
);
const freeSpin = (win: string) =>
  spin(
    [
      ['MELON', 'MELON', 'BAR'],
      ['MELON', 'BAR', 'CHERRY'],
      ['BAR', 'CHERRY', 'MELON'],
    ],
    {
      kind: 'free',
      multiplier: 2,
      win,
      lineWins:
        win === '0'
          ? []
          : [
              {
                line: 2,
                symbol: 'MELON',
                count: 2,
                positions: [
                  [0, 0],
                  [1, 0],
                ],
                pays: 4,
                win,
              },
            ],
    },
  );

describe('the slot machine', () => {
  it('opens with every line at a small coin, spins, lands the reels and highlights the winning line', async () => {
    const user = userEvent.setup();
    const result = slotResult([sevens], '20');
    const api = fakeApi(state, [playedRound(state, { lines: 5, coinValue: '20' }, 100n, 1200n, result)]);
    atLaunchUrl('kampana-classic');
    render(<App api={api} />);

    expect(await screen.findByTestId('total-bet')).toHaveTextContent('₱1.00');
    expect(within(screen.getByRole('group', { name: 'Lines' })).getByText('5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spin' }));

    expect(await screen.findByTestId('win-text')).toHaveTextContent('WIN ₱12.00');
    expect(screen.getByTestId('win-detail')).toHaveTextContent('Line 1: 3 × Red Seven pays ₱12.00');
    expect(api.play.mock.calls[0]?.[1].bet).toEqual({ lines: 5, coinValue: '20' });
    const reels = screen.getByTestId('reels');
    const winning = reels.querySelectorAll('[data-win="true"]');
    expect([...winning].map((cell) => cell.getAttribute('data-symbol'))).toEqual(['SEVEN', 'SEVEN', 'SEVEN']);
    expect(within(reels).getAllByRole('img', { name: 'Red Seven' })).toHaveLength(3);
    expect(reels.querySelector('polyline[data-line="1"]')).not.toBeNull();
    expect(screen.getByTestId('balance')).toHaveTextContent('₱5,011.00');
    expect(screen.getByTestId('strip-nonce')).toHaveTextContent('1');
  });

  it('changes the bet level by lines and coin value', async () => {
    const user = userEvent.setup();
    const result = slotResult(
      [
        spin([
          ['BAR', 'BAR', 'BAR'],
          ['MELON', 'MELON', 'MELON'],
          ['CHERRY', 'CHERRY', 'CHERRY'],
        ]),
      ],
      '50',
      3,
    );
    const api = fakeApi(state, [playedRound(state, { lines: 3, coinValue: '50' }, 150n, 0n, result)]);
    atLaunchUrl('kampana-classic');
    render(<App api={api} />);
    await user.click(await screen.findByRole('button', { name: 'More: Coin' }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('₱2.50');
    await user.click(screen.getByRole('button', { name: 'Less: Lines' }));
    expect(screen.getByTestId('total-bet')).toHaveTextContent('₱1.50');
    expect(screen.getByRole('button', { name: 'More: Coin' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByTestId('last-win')).toHaveTextContent('₱0.00');
    expect(api.play.mock.calls[0]?.[1].bet).toEqual({ lines: 3, coinValue: '50' });
  });

  it('plays the free-spin feature: the award, each free spin with its counter and multiplier, and the feature total', async () => {
    const user = userEvent.setup();
    const result = slotResult([stars, freeSpin('160'), freeSpin('0')], '20');
    const api = fakeApi(state, [playedRound(state, { lines: 5, coinValue: '20' }, 100n, 660n, result)]);
    atLaunchUrl('kampana-classic');
    render(<App api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Spin' }));

    expect(await screen.findByTestId('feature-total')).toHaveTextContent('Free spins total₱1.60');
    const feature = screen.getByTestId('feature-state');
    expect(feature).toHaveTextContent('Free spin 2 / 2');
    expect(feature).toHaveTextContent('×2');
    expect(feature).toHaveTextContent('Feature win ₱1.60');
    expect(screen.getByTestId('last-win')).toHaveTextContent('₱6.60');
  });

  it('autoplays until a feature starts', async () => {
    const user = userEvent.setup();
    const plain = slotResult(
      [
        spin([
          ['BAR', 'MELON', 'CHERRY'],
          ['MELON', 'CHERRY', 'BAR'],
          ['CHERRY', 'BAR', 'MELON'],
        ]),
      ],
      '20',
    );
    const featured = slotResult([stars, freeSpin('0'), freeSpin('0')], '20');
    const api = fakeApi(state, [
      playedRound(state, { lines: 5, coinValue: '20' }, 100n, 0n, plain),
      playedRound(state, { lines: 5, coinValue: '20' }, 100n, 500n, featured),
    ]);
    atLaunchUrl('kampana-classic');
    render(<App api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Autoplay' }));
    await user.click(screen.getByRole('menuitem', { name: '10 spins' }));
    expect(await screen.findByTestId('feature-total')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Autoplay' })).toBeEnabled();
    expect(api.play).toHaveBeenCalledTimes(2);
  });

  it('stops autoplay when the balance no longer covers the bet', async () => {
    const user = userEvent.setup();
    const poor = stateFor(slotTable, { balance: '150' });
    const lost = slotResult(
      [
        spin([
          ['BAR', 'MELON', 'CHERRY'],
          ['MELON', 'CHERRY', 'BAR'],
          ['CHERRY', 'BAR', 'MELON'],
        ]),
      ],
      '20',
    );
    const api = fakeApi(poor, [playedRound(poor, { lines: 5, coinValue: '20' }, 100n, 0n, lost)]);
    atLaunchUrl('kampana-classic');
    render(<App api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Autoplay' }));
    await user.click(screen.getByRole('menuitem', { name: '25 spins' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough balance for this bet.');
    expect(await screen.findByRole('button', { name: 'Autoplay' })).toBeInTheDocument();
    expect(api.play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('balance')).toHaveTextContent('₱0.50');
  });
});

describe('spin steps', () => {
  it('counts free spins and the feature win spin by spin', () => {
    const steps = spinSteps(slotResult([stars, freeSpin('160'), freeSpin('40')], '20'));
    expect(steps.map((step) => [step.number, step.freeSpinsTotal, step.featureWin, step.roundWin])).toEqual([
      [0, 2, 0n, 500n],
      [1, 2, 160n, 660n],
      [2, 2, 200n, 700n],
    ]);
    expect([...winningCells(stars)].sort()).toEqual(['0:0', '1:1', '2:2']);
    expect([...winningCells(sevens)].sort()).toEqual(['0:1', '1:1', '2:1']);
  });
});
