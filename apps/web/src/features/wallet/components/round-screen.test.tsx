import { screen, within } from '@testing-library/react';
import type { ColorGameResult } from '@palaro/contract/originals';
import type { GameRound } from '@palaro/contract/reports';
import type { RecordedRequest } from '../../../testing/test-server';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeSession } from '../../../testing/fixtures';
import { fail, makeWallet, ok } from '../../../testing/money-fixtures';
import { renderScreen } from '../../../testing/render-screen';
import RoundScreen from './round-screen';

const HASH = 'a'.repeat(64);
const result: ColorGameResult = {
  engine: 'color-game',
  outcome: { dice: ['red', 'blue', 'white'] },
  details: { game: 'color-game', bets: [{ colour: 'red', stake: '500', matches: 1, payout: '1000' }] },
};
const SEED = 'b'.repeat(64);
let answer: GameRound | null = null;
let server: Awaited<ReturnType<typeof startAccountServer>>;

const originalsRound = (revealed: boolean): GameRound => ({
  round: {
    provider: 'ORIGINALS',
    roundId: 'ORround0001',
    gameName: 'Color Game',
    gameCode: 'color-game',
    vendor: 'PALARO',
    vendorName: 'Palaro Originals',
    provablyFair: true,
  },
  status: 'closed',
  betTotal: '500',
  winTotal: '1000',
  refundTotal: '0',
  createdAt: '2026-11-20T08:00:00.000Z',
  closedAt: '2026-11-20T08:00:01.000Z',
  fairness: {
    currency: 'PHP',
    round: {
      roundId: 'ORround0001',
      gameCode: 'color-game',
      status: 'settled',
      createdAt: 0,
      bet: { stakes: { red: '500' } },
      totalBet: '500',
      totalWin: '1000',
      fairness: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 7 },
      revealed,
      result,
      balanceAfter: '100500',
    },
    revealed: revealed
      ? { serverSeed: SEED, serverSeedHash: HASH, clientSeed: 'my-seed', roundsPlayed: 8, revealedAt: 0 }
      : null,
    verification: revealed
      ? {
          currency: 'PHP',
          serverSeedHash: HASH,
          commitmentMatches: true,
          outcomeMatches: true,
          totalBet: '500',
          totalWin: '1000',
          result,
        }
      : null,
  },
});

beforeAll(async () => {
  server = await startAccountServer((request: RecordedRequest) => {
    const path = request.url.split('?')[0];
    if (path === '/wps/wallets/gcs') return ok(makeWallet());
    if (path === '/wps/game/round')
      return answer ? ok(answer) : fail(404, 'game.round.unknown', 'This round is not in your history');
    return undefined;
  });
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

const open = () => {
  useSessionStore.setState({ session: makeSession() });
  renderScreen(<RoundScreen />, {
    route: 'memberRound',
    path: '/m/member/round?provider=ORIGINALS&roundId=ORround0001',
  });
};

describe('a round opened from the transaction report', () => {
  it('shows the game, its vendor and money, and the hidden seed of an Original still in use', async () => {
    answer = originalsRound(false);
    open();
    expect(await screen.findByRole('heading', { name: 'Color Game' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Palaro Originals')).toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(await screen.findByText('₱5.00')).toBeInTheDocument();
    expect(screen.getByText('₱10.00')).toBeInTheDocument();
    expect(screen.getByText('ORround0001')).toBeInTheDocument();
    const proof = screen.getByRole('region', { name: 'Fairness proof' });
    expect(proof).toHaveTextContent(HASH);
    expect(proof).toHaveTextContent('my-seed');
    expect(proof).toHaveTextContent('Change seeds in the game to reveal it');
    expect(proof).not.toHaveTextContent(SEED);
    expect(screen.queryByRole('link', { name: 'Recompute it yourself' })).not.toBeInTheDocument();
  });

  it('shows the revealed seed, the verdict and a link to recompute it on the verify page', async () => {
    answer = originalsRound(true);
    open();
    const proof = await screen.findByRole('region', { name: 'Fairness proof' }, { timeout: 5000 });
    expect(proof).toHaveTextContent(SEED);
    expect(within(proof).getByRole('status')).toHaveTextContent('Verified');
    const link = new URL(
      screen.getByRole('link', { name: 'Recompute it yourself' }).getAttribute('href') ?? '',
      'http://local',
    );
    expect(link.pathname).toBe('/originals/verify');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      game: 'color-game',
      serverSeed: SEED,
      serverSeedHash: HASH,
      clientSeed: 'my-seed',
      nonce: '7',
      bet: '{"stakes":{"red":"500"}}',
    });
  });

  it("says so when the round is not the player's", async () => {
    answer = null;
    open();
    expect(
      await screen.findByText('This round could not be found in your history', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
