import {
  API,
  freeplayValueSchema,
  gameRecordPageSchema,
  ORIGINALS_PATHS,
  playRoundSchema,
  PROVIDER_WALLET_PATHS as WALLET,
  type GameRecordPage,
  type OpenSession,
  type WalletSession,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer, nextIp, type TestPlayer } from '../../testing/money-fixtures';
import { walletKit } from '../game-wallet/wallet-test-kit';
import { originalsKit, originalsTestApp, useOriginalsDatabase } from '../originals-server/originals-test-kit';

// GET /wps/game/records (SPEC 2.1 /m/gameRecord): the player's own rounds from every game source, played for real
// through the Originals game server and the seamless wallet as a provider calls it.

const database = useOriginalsDatabase();
let app: FastifyInstance;
let originals: ReturnType<typeof originalsKit>;
let wallet: ReturnType<typeof walletKit>;
let player: TestPlayer;
let other: TestPlayer;

/** Rounds `player` played, oldest first, as the test made them. */
type Played = { provider: string; roundId: string; bet: bigint; win: bigint; refund: bigint; open?: boolean };
const played: Played[] = [];

const records = async (token: string, query = '') => {
  const reply = await call(app, 'GET', `${API.gameRecords}${query ? `?${query}` : ''}`, undefined, { token });
  return gameRecordPageSchema.parse(valueOf(reply));
};
const sum = (rounds: Played[], pick: (round: Played) => bigint) =>
  rounds.reduce((total, round) => total + pick(round), 0n);
const totalsOf = (rounds: Played[]) => {
  const bet = sum(rounds, (round) => round.bet);
  const win = sum(rounds, (round) => round.win);
  const refund = sum(rounds, (round) => round.refund);
  return {
    rounds: rounds.length,
    betTotal: bet.toString(),
    winTotal: win.toString(),
    refundTotal: refund.toString(),
    net: (win + refund - bet).toString(),
  };
};
const keysOf = (page: GameRecordPage) => page.list.map((row) => `${row.round.provider}:${row.round.roundId}`);
const keyOf = (round: Played) => `${round.provider}:${round.roundId}`;

async function playOriginal(session: OpenSession, stake: string): Promise<Played> {
  const { round } = playRoundSchema.parse(
    valueOf(
      await originals.api('POST', ORIGINALS_PATHS.rounds, session.sessionToken, {
        requestId: originals.requestId(),
        bet: { stakes: { red: stake } },
      }),
    ),
  );
  if (round.totalWin === null) throw new Error('a Color Game round settles as it is played');
  return {
    provider: 'ORIGINALS',
    roundId: round.roundId,
    bet: BigInt(round.totalBet),
    win: BigInt(round.totalWin),
    refund: 0n,
  };
}

/** A simulator vendor's round: a bet, then (unless left open) a win or the bet's rollback, as a provider sends them. */
async function playVendor(
  session: WalletSession,
  bet: bigint,
  end: { win: bigint } | { rollback: true } | { open: true },
): Promise<Played> {
  const roundId = wallet.id('r');
  const betId = wallet.id('b');
  const send = async (path: string, body: object) =>
    valueOf(await wallet.signed(path, { sessionId: session.sessionId, roundId, ...body }));
  await send(WALLET.bet, { transactionId: betId, amount: bet.toString() });
  if ('win' in end)
    await send(WALLET.win, { transactionId: wallet.id('w'), amount: end.win.toString(), endRound: true });
  if ('rollback' in end) await send(WALLET.rollback, { transactionId: wallet.id('rb'), betTransactionId: betId });
  return {
    provider: 'SIMULATOR',
    roundId,
    bet,
    win: 'win' in end ? end.win : 0n,
    refund: 'rollback' in end ? bet : 0n,
    ...('open' in end ? { open: true } : {}),
  };
}

beforeAll(async () => {
  app = await originalsTestApp(database.db());
  originals = originalsKit(app);
  wallet = walletKit(app);
  [player, other] = [await newPlayer(app, { funds: 100_000n }), await newPlayer(app, { funds: 100_000n })];
  const colorGame = await originals.open(player.token, 'color-game');
  const lumen = await wallet.session(player.token, await wallet.nodeOf('gameType=RNG&vassalage=LUMEN'));
  played.push(await playOriginal(colorGame, '500'));
  played.push(await playVendor(lumen, 300n, { win: 1250n }));
  played.push(await playOriginal(colorGame, '200'));
  played.push(await playVendor(lumen, 400n, { rollback: true }));
  played.push(await playVendor(lumen, 150n, { open: true }));
  // the other player's rounds of the same games
  await playOriginal(await originals.open(other.token, 'color-game'), '100');
  await playVendor(await wallet.session(other.token, await wallet.nodeOf('gameType=RNG&vassalage=LUMEN')), 700n, {
    win: 0n,
  });
});
afterAll(() => app.close());

describe('the game record', () => {
  it("lists the player's rounds of every source newest first, each with its money and net, and the totals", async () => {
    const page = await records(player.token);
    expect(keysOf(page)).toEqual([...played].reverse().map(keyOf));
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: played.length, totals: totalsOf(played) });

    const [open, refunded, , vendorWin, original] = page.list;
    expect(original).toMatchObject({
      round: {
        provider: 'ORIGINALS',
        gameName: 'Color Game',
        gameCode: 'color-game',
        vendor: 'PALARO',
        vendorName: 'Palaro Originals',
        provablyFair: true,
      },
      category: 'LOCAL',
      status: 'closed',
      betTotal: '500',
      winTotal: played[0]?.win.toString(),
      refundTotal: '0',
      net: ((played[0]?.win ?? 0n) - 500n).toString(),
    });
    expect(original?.closedAt).not.toBeNull();
    expect(vendorWin).toMatchObject({
      round: { provider: 'SIMULATOR', vendor: 'LUMEN', vendorName: 'Lumen Slots', provablyFair: false },
      category: 'RNG',
      status: 'closed',
      betTotal: '300',
      winTotal: '1250',
      net: '950',
    });
    expect(refunded).toMatchObject({ betTotal: '400', winTotal: '0', refundTotal: '400', net: '0' });
    expect(open).toMatchObject({ status: 'open', betTotal: '150', winTotal: '0', net: '-150', closedAt: null });
    // each row opens as the round detail of the transaction report does
    const detail = valueOf<{ betTotal: string }>(
      await call(
        app,
        'GET',
        `${API.gameRound}?provider=ORIGINALS&roundId=${original?.round.roundId ?? ''}`,
        undefined,
        { token: player.token },
      ),
    );
    expect(detail.betTotal).toBe('500');
  });

  it("never shows another player's rounds", async () => {
    const mine = keysOf(await records(player.token));
    const theirs = await records(other.token);
    expect(theirs.total).toBe(2);
    expect(theirs.totals).toMatchObject({ rounds: 2, betTotal: '800' });
    expect(keysOf(theirs).some((key) => mine.includes(key))).toBe(false);
  });

  it("filters by the game's category in the catalogue, totals included", async () => {
    const local = await records(player.token, 'category=LOCAL');
    const originalsPlayed = played.filter((round) => round.provider === 'ORIGINALS');
    expect(keysOf(local)).toEqual([...originalsPlayed].reverse().map(keyOf));
    expect(local.totals).toEqual(totalsOf(originalsPlayed));
    expect(local.list.every((row) => row.category === 'LOCAL')).toBe(true);

    const slots = await records(player.token, 'category=RNG');
    expect(slots.totals).toEqual(totalsOf(played.filter((round) => round.provider === 'SIMULATOR')));

    const live = await records(player.token, 'category=LIVE');
    expect(live).toMatchObject({ list: [], total: 0, totalPages: 1 });
    expect(live.totals).toEqual({ rounds: 0, betTotal: '0', winTotal: '0', refundTotal: '0', net: '0' });
  });

  it('keeps to the period: from inclusive, to exclusive, on the round start', async () => {
    const now = Date.now();
    const iso = (offsetMs: number) => encodeURIComponent(new Date(now + offsetMs).toISOString());
    expect((await records(player.token, `from=${iso(-3_600_000)}&to=${iso(3_600_000)}`)).total).toBe(played.length);
    expect((await records(player.token, `from=${iso(3_600_000)}`)).total).toBe(0);
    expect((await records(player.token, `to=${iso(-3_600_000)}`)).totals.rounds).toBe(0);

    // the first round started three days ago (set in the table: the wallet stamps a round with the database's time)
    const first = played[0] as Played;
    const { rows } = await app.db.query<{ created_at: Date }>(
      `UPDATE wallet_rounds SET created_at = created_at - interval '3 days' WHERE provider = $1 AND round_id = $2
       RETURNING created_at`,
      [first.provider, first.roundId],
    );
    const started = rows[0]?.created_at.getTime() ?? 0;
    const at = (time: number) => encodeURIComponent(new Date(time).toISOString());
    const past = await records(player.token, `from=${at(started)}&to=${at(started + 1)}`);
    expect(keysOf(past)).toEqual([keyOf(first)]);
    expect(past.totals).toEqual(totalsOf([first]));
    expect((await records(player.token, `from=${at(started + 1)}&to=${at(started + 86_400_000)}`)).total).toBe(0);
    const recent = await records(player.token, `from=${iso(-86_400_000)}`);
    expect(recent.totals).toEqual(totalsOf(played.slice(1)));
    // a bare date is the start of that day in UTC
    const day = new Date(started).toISOString().slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(keysOf(await records(player.token, `from=${day}&to=${next}`))).toEqual([keyOf(first)]);
  });

  it('pages newest first with the same totals on every page', async () => {
    const pages = [1, 2, 3].map((pageNo) => records(player.token, `pageSize=2&pageNo=${pageNo}`));
    const [one, two, three] = await Promise.all(pages);
    expect([one, two, three].map((page) => page?.list.length)).toEqual([2, 2, 1]);
    expect([one, two, three].map((page) => page?.totalPages)).toEqual([3, 3, 3]);
    const all = [one, two, three].flatMap((page) => (page ? keysOf(page) : []));
    expect(all).toEqual(keysOf(await records(player.token)));
    for (const page of [one, two, three]) expect(page?.totals).toEqual((await records(player.token)).totals);
    expect((await records(player.token, 'pageSize=2&pageNo=4')).list).toEqual([]);
  });

  it('shows a trial account the rounds it played with its play money', async () => {
    const trial = freeplayValueSchema.parse(
      valueOf(await call(app, 'POST', API.freeplay, undefined, { ip: nextIp() })),
    );
    expect((await records(trial.token)).total).toBe(0);
    const round = await playOriginal(await originals.open(trial.token, 'color-game'), '100');
    const page = await records(trial.token);
    expect(keysOf(page)).toEqual([keyOf(round)]);
    expect(page.totals).toEqual(totalsOf([round]));
  });

  it('answers a guest 401 and bad input 400, naming the field', async () => {
    const guest = await call(app, 'GET', API.gameRecords);
    expect(guest.statusCode).toBe(401);
    expect(originals.errorCode(guest)).toBe('login.not.session');
    for (const query of [
      'category=CASINO',
      'pageSize=0',
      'pageSize=101',
      'pageNo=0',
      'from=yesterday',
      'to=2026-13-40',
    ]) {
      const bad = await call(app, 'GET', `${API.gameRecords}?${query}`, undefined, { token: player.token });
      expect(bad.statusCode, query).toBe(400);
      const body = bad.json<{ errorCode: string; fields?: Record<string, unknown> }>();
      expect(body.errorCode).toBe('request.invalid');
      expect(Object.keys(body.fields ?? {}), query).toEqual([query.split('=')[0]]);
    }
  });
});
