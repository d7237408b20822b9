import {
  ORIGINALS_PATHS,
  originalsStateSchema,
  playRoundSchema,
  roundHistorySchema,
  type OpenSession,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/api-client';
import { originalsKit, originalsTestApp, useOriginalsDatabase } from './originals-test-kit';

const database = useOriginalsDatabase();
let app: FastifyInstance;
let kit: ReturnType<typeof originalsKit>;
let demo: string;

beforeAll(async () => {
  app = await originalsTestApp(database.db());
  kit = originalsKit(app);
  demo = await kit.login('demo', 'Demo1234');
});
afterAll(() => app.close());

const play = (session: OpenSession, bet: object, requestId = kit.requestId()) =>
  kit.api('POST', ORIGINALS_PATHS.rounds, session.sessionToken, { requestId, bet });

async function walletCalls(roundId: string) {
  const { rows } = await app.db.query<{ kind: string; transaction_id: string; amount: bigint }>(
    `SELECT kind, transaction_id, amount FROM wallet_calls WHERE provider = 'ORIGINALS' AND round_id = $1 ORDER BY created_at, transaction_id`,
    [roundId],
  );
  return rows.map((row) => [row.kind, row.transaction_id, row.amount]);
}

describe('a round through the seamless wallet', () => {
  it('bets, pays the win (0 or more) and ends the round, and the wallet moves by exactly win - bet', async () => {
    const session = await kit.open(demo, 'color-game');
    const before = await kit.mainBalance(demo);
    expect(BigInt(session.balance)).toBe(before);
    const { round, balance } = playRoundSchema.parse(
      valueOf(await play(session, { stakes: { red: '1000', blue: '500' } })),
    );
    expect(round).toMatchObject({
      status: 'settled',
      totalBet: '1500',
      revealed: false,
      fairness: { nonce: session.seeds.nextNonce },
    });
    const win = BigInt(round.totalWin ?? '-1');
    expect(win).toBeGreaterThanOrEqual(0n);
    expect(BigInt(balance)).toBe(before - 1500n + win);
    expect(round.balanceAfter).toBe(balance);
    expect(await kit.mainBalance(demo)).toBe(before - 1500n + win);
    expect(await walletCalls(round.roundId)).toEqual([
      ['bet', `${round.roundId}:bet`, 1500n],
      ['win', `${round.roundId}:win`, win],
      ['endRound', `${round.roundId}:end`, 0n],
    ]);
  });

  it('plays slot rounds, free spins included, and every balance step adds up', async () => {
    const session = await kit.open(demo, 'kampana-classic');
    expect(session.table).toMatchObject({ engine: 'slot', rows: 3, lineChoices: [1, 3, 5] });
    let balance = await kit.mainBalance(demo);
    for (let i = 0; i < 12; i += 1) {
      const { round, balance: after } = playRoundSchema.parse(
        valueOf(await play(session, { lines: 5, coinValue: '10' })),
      );
      if (round.result?.engine !== 'slot') throw new Error('expected a slot result');
      const { details } = round.result;
      expect(round.totalBet).toBe('50');
      expect(details.spins[0]?.kind).toBe('base');
      expect(details.spins.length).toBe(1 + details.feature.spinsPlayed);
      const spinWins = details.spins.reduce((sum, spin) => sum + BigInt(spin.win), 0n);
      expect(BigInt(round.totalWin ?? '')).toBe(spinWins);
      expect(BigInt(after)).toBe(balance - 50n + spinWins);
      balance = BigInt(after);
    }
    expect(await kit.mainBalance(demo)).toBe(balance);
  });

  it('settles Baccarat: the cards, the winner and each bet', async () => {
    const session = await kit.open(demo, 'baccarat');
    const { round } = playRoundSchema.parse(
      valueOf(await play(session, { stakes: { player: '2000', tie: '500', bankerPair: '100' } })),
    );
    if (round.result?.engine !== 'baccarat') throw new Error('expected a baccarat result');
    const { outcome, details } = round.result;
    expect(outcome.player.length).toBeGreaterThanOrEqual(2);
    expect(outcome.banker.length).toBeGreaterThanOrEqual(2);
    expect(details.bets.map((bet) => bet.kind)).toEqual(['player', 'tie', 'bankerPair']);
    expect(BigInt(round.totalWin ?? '')).toBe(details.bets.reduce((sum, bet) => sum + BigInt(bet.payout), 0n));
  });

  it('answers a repeated round call with the same round, moving money once; the same id with another bet is refused', async () => {
    const session = await kit.open(demo, 'color-game');
    const before = await kit.mainBalance(demo);
    const requestId = kit.requestId();
    const first = playRoundSchema.parse(valueOf(await play(session, { stakes: { green: '700' } }, requestId)));
    const again = playRoundSchema.parse(valueOf(await play(session, { stakes: { green: '700' } }, requestId)));
    expect(again.round).toEqual(first.round);
    const win = BigInt(first.round.totalWin ?? '');
    expect(await kit.mainBalance(demo)).toBe(before - 700n + win);
    const conflict = await play(session, { stakes: { green: '800' } }, requestId);
    expect(conflict.statusCode).toBe(409);
    expect(kit.errorCode(conflict)).toBe('originals.round.conflict');

    const twinId = kit.requestId();
    const twins = await Promise.all([
      play(session, { stakes: { yellow: '300' } }, twinId),
      play(session, { stakes: { yellow: '300' } }, twinId),
    ]);
    const [a, b] = twins.map((response) => playRoundSchema.parse(valueOf(response)).round);
    expect(a?.roundId).toBe(b?.roundId);
    expect(await walletCalls(a?.roundId ?? '')).toHaveLength(3);
  });

  it('refuses a bet the wallet cannot cover: nothing is played, no nonce is used, nothing is listed', async () => {
    const agent = await kit.login('agent', 'Agent1234');
    expect(await kit.mainBalance(agent)).toBe(0n);
    const session = await kit.open(agent, 'baccarat');
    const refused = await play(session, { stakes: { banker: '1000' } });
    expect(refused.statusCode).toBe(400);
    expect(kit.errorCode(refused)).toBe('wallet.insufficient');
    const state = originalsStateSchema.parse(
      valueOf(await kit.api('GET', ORIGINALS_PATHS.state, session.sessionToken)),
    );
    expect(state.seeds.nextNonce).toBe(0);
    expect(state.balance).toBe('0');
    const history = roundHistorySchema.parse(
      valueOf(await kit.api('GET', ORIGINALS_PATHS.rounds, session.sessionToken)),
    );
    expect(history.total).toBe(0);
    const { rows } = await app.db.query<{ status: string; nonce: number | null; refusal: string }>(
      "SELECT status, nonce, refusal FROM originals_rounds WHERE game_code = 'baccarat' AND status = 'refused'",
    );
    expect(rows).toEqual([{ status: 'refused', nonce: null, refusal: 'wallet.insufficient' }]);
  });

  it('refuses bets that do not fit the table before touching the wallet', async () => {
    const slot = await kit.open(demo, 'isla-fortuna');
    const before = await kit.mainBalance(demo);
    const lines = await play(slot, { lines: 7, coinValue: '10' });
    expect([lines.statusCode, kit.errorCode(lines)]).toEqual([400, 'originals.bet.invalid']);
    expect(lines.json()).toMatchObject({ fields: { lines: 'bet.limits' } });
    expect(kit.errorCode(await play(slot, { stakes: { red: '100' } }))).toBe('originals.bet.invalid');
    const colour = await kit.open(demo, 'color-game');
    expect(kit.errorCode(await play(colour, { stakes: { red: '50' } }))).toBe('originals.bet.invalid');
    expect(kit.errorCode(await play(colour, { stakes: { purple: '100' } }))).toBe('request.invalid');
    expect(kit.errorCode(await play(colour, { stakes: { red: '1.5' } }))).toBe('request.invalid');
    expect(kit.errorCode(await play(colour, { stakes: {} }))).toBe('originals.bet.invalid');
    expect(await kit.mainBalance(demo)).toBe(before);
  });

  it('lists the rounds of the game, newest first, with paging', async () => {
    const session = await kit.open(demo, 'pista-fiesta');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(playRoundSchema.parse(valueOf(await play(session, { lines: 10, coinValue: '1' }))).round.roundId);
    const page = roundHistorySchema.parse(
      valueOf(await kit.api('GET', `${ORIGINALS_PATHS.rounds}?pageSize=2`, session.sessionToken)),
    );
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, total: 3 });
    expect(page.list.map((round) => round.roundId)).toEqual([ids[2], ids[1]]);
    expect(page.list.every((round) => round.gameCode === 'pista-fiesta')).toBe(true);
  });
});
