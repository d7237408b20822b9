import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LotteryMenu, LotteryMenuGame } from '@palaro/contract/lottery-draws';
import type { RecordedRequest } from '../../../testing/test-server';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { startAccountServer } from '../../../testing/account-test-server';
import { vendorSorting } from '../../../testing/fixtures';
import { ok } from '../../../testing/money-fixtures';
import { renderScreen } from '../../../testing/render-screen';
import { nextChangeInMs } from '../api/get-lottery-menu';
import { formatCountdown } from '../lib/countdown';
import LotteryScreen from './lottery-screen';

const NOW = Date.now();
const draw = (closesInS: number, drawsInS: number, number: string) => ({
  drawNumber: number,
  opensAt: NOW - 60_000,
  closesAt: NOW + closesInS * 1000,
  drawAt: NOW + drawsInS * 1000,
  secondsToClose: Math.max(0, closesInS),
  secondsToDraw: Math.max(0, drawsInS),
  commitment: 'ab'.repeat(32),
});
const game = (overrides: Partial<LotteryMenuGame> & Pick<LotteryMenuGame, 'gameId' | 'name'>): LotteryMenuGame => ({
  localName: null,
  playType: 'ent',
  category: 'colour',
  resultSource: 'house',
  current: draw(42, 52, '20261128-0361'),
  lastResult: {
    drawNumber: '20261128-0360',
    drawAt: NOW - 8_000,
    status: 'settled',
    result: { kind: 'numbers', numbers: [7] },
    drawnAt: NOW - 8_000,
  },
  ...overrides,
});
const MENU: LotteryMenu = {
  serverTime: NOW,
  groups: [
    {
      playType: 'ent',
      games: [
        game({ gameId: 'colour-1m', name: 'Colour Game 1 min' }),
        game({
          gameId: 'dice-3m',
          name: 'Fast 3 Dice 3 min',
          category: 'dice',
          current: draw(-3, 27, '20261128-0121'),
          lastResult: null,
        }),
      ],
    },
    {
      playType: 'trad',
      games: [
        game({
          gameId: 'swertres-3d',
          name: '3D Lotto',
          localName: 'Swertres',
          playType: 'trad',
          category: 'ordered',
          resultSource: 'official',
          current: { ...draw(3 * 3600 + 62, 3 * 3600 + 962, '20261128-0002'), commitment: null },
          lastResult: {
            drawNumber: '20261128-0001',
            drawAt: NOW - 3600_000,
            status: 'settled',
            result: { kind: 'numbers', numbers: [4, 0, 9] },
            drawnAt: NOW - 3500_000,
          },
        }),
        game({
          gameId: 'vn-north',
          name: 'Vietnam Northern Lottery',
          playType: 'trad',
          category: 'vnNorth',
          resultSource: 'official',
          current: null,
          lastResult: {
            drawNumber: '20261127-0001',
            drawAt: NOW - 86_400_000,
            status: 'settled',
            result: { kind: 'prizes', tiers: [{ tier: 'special', numbers: ['04521'] }] },
            drawnAt: NOW - 86_000_000,
          },
        }),
      ],
    },
  ],
};

let server: Awaited<ReturnType<typeof startAccountServer>>;
beforeAll(async () => {
  server = await startAccountServer((request: RecordedRequest) =>
    request.url.split('?')[0] === '/lgw/games/mobile' ? ok(MENU) : undefined,
  );
  setApiBaseUrl(server.url);
});
afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});
beforeEach(() => useSessionStore.setState({ session: null }));

const card = (name: string) => screen.getByRole('article', { name });
const withElott = [
  ...vendorSorting,
  { gameCategory: 'LOTT' as const, vendorNames: [{ vassalage: 'ELOTT', accountTypeName: 'Palaro e-Lotto' }] },
];

describe('/m/lottery', () => {
  it('shows the fast games by category, each with its draw on sale, a live countdown, its last result and the way in; guests too', async () => {
    renderScreen(<LotteryScreen />, { route: 'lottery', path: '/m/lottery', vendors: withElott });
    expect(await screen.findByRole('region', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fast games' })).toHaveAttribute('aria-selected', 'true');
    const colour = card('Colour Game 1 min');
    expect(colour).toHaveTextContent('Draw 20261128-0361');
    expect(colour).toHaveTextContent(/Sales close in 00:4[1-3]/);
    expect(within(colour).getByRole('list', { name: 'Result of draw 20261128-0360' })).toHaveTextContent('7');
    expect(within(colour).getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/m/launchGame?playType=ent&gameId=colour-1m&gameGroupId=ELOTT&prize_mode=ModeElott',
    );
    // the countdown runs
    const before = colour.textContent;
    await waitFor(() => expect(card('Colour Game 1 min').textContent).not.toBe(before), { timeout: 2500 });

    const dice = within(screen.getByRole('region', { name: 'Dice' })).getByRole('article', {
      name: 'Fast 3 Dice 3 min',
    });
    expect(dice).toHaveTextContent(/Sales closed · draw in 00:2[6-8]/);
    expect(dice).toHaveTextContent('No result yet');
  });

  it('shows the scheduled draws on their tab: hours in the countdown, the local name, the Vietnamese special prize, SEA', async () => {
    renderScreen(<LotteryScreen />, { route: 'lottery', path: '/m/lottery' });
    await screen.findByRole('region', { name: 'Colour' });
    fireEvent.click(screen.getByRole('tab', { name: 'Draws' }));
    const swertres = await screen.findByRole('article', { name: '3D Lotto' });
    expect(swertres).toHaveTextContent('Swertres');
    expect(swertres).toHaveTextContent(/Sales close in 3:01:0[1-3]/);
    expect(within(swertres).getByRole('list', { name: 'Result of draw 20261128-0001' })).toHaveTextContent('409');
    // no ELOTT in the mapping: the house lottery pays in LOTT (SPEC 4)
    expect(within(swertres).getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/m/launchGame?playType=trad&gameId=swertres-3d&gameGroupId=LOTT&prize_mode=LOTT',
    );
    const vietnam = card('Vietnam Northern Lottery');
    expect(vietnam).toHaveTextContent('No draw on sale');
    expect(vietnam).toHaveTextContent('Special prize 04521');
    expect(within(vietnam).getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/m/launchGame?playType=trad&gameId=vn-north&gameGroupId=TCG_SEA&prize_mode=SEA',
    );
  });
});

describe('the board timing', () => {
  it('prints seconds as mm:ss, with hours when there are any', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3 * 3600 + 62)).toBe('3:01:02');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('asks the board again a second after the soonest close or draw, between 2 s and 60 s', () => {
    expect(nextChangeInMs(MENU)).toBe(28_000);
    expect(nextChangeInMs(undefined)).toBe(60_000);
    expect(nextChangeInMs({ serverTime: NOW, groups: [] })).toBe(60_000);
  });
});
