import { createHash } from 'node:crypto';
import {
  API,
  OPS_API,
  type LotteryMenu,
  type LotteryNumero,
  type LotteryProof,
  type LotteryResults,
  type OpsLotteryDraw,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { operatorToken } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { deriveResult, findGame } from './engine';
import { slotsBetween } from './schedule';
import { drawGames } from './draw-games';

// Saturday 2026-11-28, 20:50:30 in Manila: the one-minute games draw at 20:51, Lotto 6/42 at 21:00 (sales closed)
const START = Date.parse('2026-11-28T12:50:30Z');
const clock = manualClock(START);
const database = useTestDatabase();
let app: FastifyInstance;
let other: FastifyInstance;
let admin: string;
let cashier: string;
let support: string;

beforeAll(async () => {
  // two instances on one database, as behind a load balancer
  app = await buildTestApp({ ...database.connection(), clock: clock.now });
  other = await buildTestApp({ ...database.connection(), clock: clock.now });
  [admin, cashier, support] = [
    await operatorToken(app, 'ops'),
    await operatorToken(app, 'cashier'),
    await operatorToken(app, 'support'),
  ];
});
afterAll(async () => {
  await other.close();
  await app.close();
});

const get = async <T>(url: string, token?: string) => valueOf<T>(await call(app, 'GET', url, undefined, { token }));
const ops = (url: string, body: object, token: string) => call(app, 'POST', url, body, { token });
const refusal = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  errorCode: (response.json() as { errorCode?: string }).errorCode,
});

async function row(gameId: string, drawNumber: string) {
  const { rows } = await app.db.query<{ secret: string | null; status: string; result: unknown }>(
    'SELECT secret, status, result FROM lottery_draws WHERE game_id = $1 AND draw_number = $2',
    [gameId, drawNumber],
  );
  return rows[0]!;
}

async function counts() {
  const { rows } = await app.db.query<{ draws: number; entries: number; audit: number; changed: number }>(
    `SELECT (SELECT count(*)::int FROM lottery_draws) AS draws,
            (SELECT count(*)::int FROM lottery_result_entries) AS entries,
            (SELECT count(*)::int FROM operator_audit WHERE action LIKE 'lottery.%') AS audit,
            (SELECT count(*)::int FROM lottery_draws WHERE status IN ('drawn', 'settled', 'void')) AS changed`,
  );
  return rows[0]!;
}

describe('lottery draws', () => {
  it('creates each draw once when two instances schedule at once, two hours of interval games and seven days of daily ones', async () => {
    const [first, second] = await Promise.all([app.lottery.draws.schedule(), other.lottery.draws.schedule()]);
    const { rows } = await app.db.query<{ game_id: string; n: number }>(
      'SELECT game_id, count(*)::int AS n FROM lottery_draws GROUP BY game_id',
    );
    const stored = new Map(rows.map((r) => [r.game_id, r.n]));
    const expected = [...drawGames().values()].map(({ game, plan, aheadSeconds }) => [
      game.gameId,
      slotsBetween(plan, START, START + aheadSeconds * 1000).length,
    ]);
    expect(Object.fromEntries(stored)).toEqual(Object.fromEntries(expected));
    expect(stored.get('dice-1m')).toBe(120);
    expect(stored.get('dice-5m')).toBe(24);
    expect(first + second).toBe([...stored.values()].reduce((a, b) => a + b, 0));
    expect(await app.lottery.draws.schedule()).toBe(0);
  });

  it("publishes a house draw's commitment while it sells, never its secret, then draws deriveResult of the revealed secret once", async () => {
    const numero = await get<LotteryNumero>(`${API.lotteryNumero}?gameId=dice-1m`);
    expect(numero.serverTime).toBe(START);
    expect(numero.current).toMatchObject({
      drawNumber: '20261128-1251',
      closesAt: Date.parse('2026-11-28T12:50:50Z'),
      drawAt: Date.parse('2026-11-28T12:51:00Z'),
      secondsToClose: 20,
      secondsToDraw: 30,
    });
    const drawNumber = numero.current!.drawNumber;
    const commitment = numero.current!.commitment!;
    const { secret } = await row('dice-1m', drawNumber);
    expect(commitment).toBe(createHash('sha256').update(Buffer.from(secret!, 'hex')).digest('hex'));

    // before the draw no answer carries a secret: not the board, not the proof, not the operators' list
    const answers = [
      await call(app, 'GET', `${API.lotteryNumero}?gameId=dice-1m`),
      await call(app, 'GET', API.lotteryMenu),
      await call(app, 'GET', `${API.lotteryProof}?gameId=dice-1m&drawNumber=${drawNumber}`),
      await call(app, 'GET', `${API.lotteryProof}?gameId=dice-1m&drawNumber=20261128-1300`),
      await call(app, 'GET', `${OPS_API.lotteryDraws}?gameId=dice-1m&pageSize=100`, undefined, { token: support }),
    ];
    const { rows: secrets } = await app.db.query<{ secret: string }>(
      `SELECT secret FROM lottery_draws WHERE secret IS NOT NULL`,
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const { secret: one } of secrets) expect(answer.body).not.toContain(one);
    }
    // a later draw's commitment is not out before its sales open
    const later = await get<LotteryProof>(`${API.lotteryProof}?gameId=dice-1m&drawNumber=20261128-1300`);
    expect(later).toMatchObject({ status: 'scheduled', commitment: null, secret: null, result: null });

    clock.advance(25_000);
    expect((await app.lottery.draws.advance()).drawn).toBe(0);
    expect((await row('dice-1m', drawNumber)).status).toBe('closed');
    // the next draw opens for sale at this one's draw time: between the close and the draw nothing is on sale
    expect((await get<LotteryNumero>(`${API.lotteryNumero}?gameId=dice-1m`)).current).toBeNull();

    clock.advance(5_000);
    const [a, b] = await Promise.all([app.lottery.draws.advance(), other.lottery.draws.advance()]);
    // 20:51 is on the one- and three-minute grids: those eight house games drew once between the two instances
    expect(a.drawn + b.drawn).toBe(8);
    expect((await app.lottery.draws.advance()).drawn).toBe(0);

    const proof = await get<LotteryProof>(`${API.lotteryProof}?gameId=dice-1m&drawNumber=${drawNumber}`);
    expect(proof).toMatchObject({ status: 'drawn', commitment, secret, drawnAt: clock.now() });
    expect(proof.derivation).toEqual({ drawId: `dice-1m-${drawNumber}`, message: `dice-1m-${drawNumber}:0:<block>` });
    expect(proof.result).toEqual(deriveResult(findGame('dice-1m')!, proof.secret!, proof.derivation!.drawId));
    const results = await get<LotteryResults>(`${API.lotteryResults}?gameId=dice-1m&limit=5`);
    expect(results.draws).toEqual([
      { drawNumber, drawAt: proof.drawAt, status: 'drawn', result: proof.result, drawnAt: proof.drawnAt },
    ]);
    const menu = await get<LotteryMenu>(API.lotteryMenu);
    const dice = menu.groups.find((group) => group.playType === 'ent')!.games.find((g) => g.gameId === 'dice-1m')!;
    expect(dice).toMatchObject({
      category: 'dice',
      lastResult: { drawNumber },
      current: { drawNumber: '20261128-1252' },
    });

    // the settlement queue takes every drawn draw once
    expect(await app.lottery.draws.settleDrawn()).toBe(8);
    expect(await other.lottery.draws.settleDrawn()).toBe(0);
    expect((await row('dice-1m', drawNumber)).status).toBe('settled');
  });

  it('takes an official result only when a second operator enters the same one', async () => {
    const url = OPS_API.lotteryDrawResult('lotto-6-42', '20261128-0001');
    const confirm = OPS_API.lotteryDrawConfirm('lotto-6-42', '20261128-0001');
    const numbers = [4, 15, 23, 31, 38, 42];
    const before = await counts();
    expect(refusal(await ops(url, { result: numbers }, cashier))).toEqual({
      status: 409,
      errorCode: 'lottery.result.early',
    });
    clock.advance(Date.parse('2026-11-28T13:00:00Z') - clock.now());
    expect(refusal(await ops(confirm, { result: numbers }, admin))).toMatchObject({
      errorCode: 'lottery.result.unentered',
    });
    expect(refusal(await ops(url, { result: [4, 15, 23] }, cashier))).toMatchObject({
      errorCode: 'lottery.result.shape',
    });
    expect(refusal(await ops(url, { result: numbers }, support))).toMatchObject({ status: 403 });
    expect(
      refusal(await ops(OPS_API.lotteryDrawResult('lotto-6-41', '20261128-0001'), { result: numbers }, cashier)),
    ).toEqual({
      status: 404,
      errorCode: 'lottery.game.unknown',
    });
    expect(
      refusal(await ops(OPS_API.lotteryDrawResult('lotto-6-42', '20261127-0001'), { result: numbers }, cashier)),
    ).toEqual({
      status: 404,
      errorCode: 'lottery.draw.unknown',
    });
    expect(
      refusal(await ops(OPS_API.lotteryDrawResult('dice-1m', '20261128-1251'), { result: [1, 2, 3] }, cashier)),
    ).toEqual({
      status: 400,
      errorCode: 'lottery.game.house',
    });
    expect(await counts()).toEqual(before);

    const entered = valueOf<OpsLotteryDraw>(await ops(url, { result: numbers }, cashier));
    expect(entered).toMatchObject({
      status: 'closed',
      result: null,
      entry: { enteredBy: 'cashier', confirmedBy: null },
    });
    expect(refusal(await ops(confirm, { result: numbers }, cashier))).toEqual({
      status: 409,
      errorCode: 'lottery.result.sameOperator',
    });
    const mismatch = await ops(confirm, { result: [4, 15, 23, 31, 42, 38] }, admin);
    expect(refusal(mismatch)).toEqual({ status: 409, errorCode: 'lottery.result.mismatch' });
    expect(await row('lotto-6-42', '20261128-0001')).toMatchObject({ status: 'closed', result: null });
    const pending = await get<LotteryProof>(`${API.lotteryProof}?gameId=lotto-6-42&drawNumber=20261128-0001`);
    expect(pending).toMatchObject({ result: null, official: { enteredAt: clock.now(), confirmedAt: null } });

    clock.advance(60_000);
    const confirmed = valueOf<OpsLotteryDraw>(await ops(confirm, { result: numbers }, admin));
    expect(confirmed).toMatchObject({
      status: 'drawn',
      result: { kind: 'numbers', numbers },
      drawnAt: clock.now(),
      entry: { enteredBy: 'cashier', confirmedBy: 'ops', confirmedAt: clock.now() },
    });
    expect(refusal(await ops(url, { result: numbers }, cashier))).toMatchObject({ errorCode: 'lottery.draw.finished' });
    const numero = await get<LotteryNumero>(`${API.lotteryNumero}?gameId=lotto-6-42`);
    expect(numero.previous).toMatchObject({ drawNumber: '20261128-0001', result: { numbers } });
    const { rows } = await app.db.query<{ action: string; username: string }>(
      `SELECT a.action, o.username FROM operator_audit a JOIN operators o ON o.id = a.operator_id
        WHERE a.action LIKE 'lottery.%' ORDER BY a.id`,
    );
    expect(rows).toEqual([
      { action: 'lottery.result.enter', username: 'cashier' },
      { action: 'lottery.result.mismatch', username: 'ops' },
      { action: 'lottery.result.confirm', username: 'ops' },
    ]);
  });

  it('voids a draw with its reason (admins only), never a settled or a void one, and the board shows it', async () => {
    const voidOf = (game: string, draw: string) => OPS_API.lotteryDrawVoid(game, draw);
    const before = await counts();
    expect(refusal(await ops(voidOf('dice-1m', '20261128-1251'), { reason: 'late' }, admin))).toEqual({
      status: 409,
      errorCode: 'lottery.draw.settled',
    });
    expect(refusal(await ops(voidOf('dice-3m', '20261128-0440'), { reason: 'outage' }, cashier)).status).toBe(403);
    expect(refusal(await ops(voidOf('dice-3m', '20261128-0440'), { reason: ' ' }, admin))).toMatchObject({
      status: 400,
    });
    expect(await counts()).toEqual(before);

    const voided = valueOf<OpsLotteryDraw>(
      await ops(voidOf('dice-3m', '20261128-0440'), { reason: 'Draw server outage' }, admin),
    );
    expect(voided).toMatchObject({
      status: 'void',
      voided: { reason: 'Draw server outage', by: 'ops', at: clock.now() },
    });
    expect(refusal(await ops(voidOf('dice-3m', '20261128-0440'), { reason: 'again' }, admin))).toMatchObject({
      errorCode: 'lottery.draw.void',
    });
    // a void draw is never drawn, and its secret stays on the server
    clock.advance(Date.parse('2026-11-28T14:00:00Z') - clock.now());
    await app.lottery.draws.advance();
    const proof = await get<LotteryProof>(`${API.lotteryProof}?gameId=dice-3m&drawNumber=20261128-0440`);
    expect(proof).toMatchObject({
      status: 'void',
      secret: null,
      result: null,
      voided: { reason: 'Draw server outage' },
    });
    const list = valueOf<{ list: OpsLotteryDraw[]; total: number }>(
      await call(app, 'GET', `${OPS_API.lotteryDraws}?status=void`, undefined, { token: support }),
    );
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ gameId: 'dice-3m', drawNumber: '20261128-0440' });
    const window = valueOf<{ list: OpsLotteryDraw[]; total: number }>(
      await call(
        app,
        'GET',
        `${OPS_API.lotteryDraws}?gameId=dice-1m&from=2026-11-28T12:51:00Z&to=2026-11-28T12:53:00Z`,
        undefined,
        { token: support },
      ),
    );
    expect(window.list.map((draw) => [draw.drawNumber, draw.status])).toEqual([
      ['20261128-1252', 'drawn'],
      ['20261128-1251', 'settled'],
    ]);
  });

  it('answers guests, keeps the Vietnam calls to the Vietnamese game and refuses unknown games', async () => {
    const vn = await get<LotteryMenu>(API.lotteryVnMenu);
    expect(vn.groups.flatMap((group) => group.games.map((game) => game.gameId))).toEqual(['vn-north']);
    expect(refusal(await call(app, 'GET', `${API.lotteryVnNumero}?gameId=dice-1m`))).toEqual({
      status: 404,
      errorCode: 'lottery.game.unknown',
    });
    expect((await get<LotteryNumero>(`${API.lotteryVnNumero}?gameId=vn-north`)).gameId).toBe('vn-north');
    expect(refusal(await call(app, 'GET', `${API.lotteryResults}?gameId=nope`))).toMatchObject({ status: 404 });
    expect(refusal(await call(app, 'GET', `${API.lotteryResults}?gameId=dice-1m&limit=101`))).toMatchObject({
      status: 400,
    });
    const games = valueOf<{ games: { gameId: string }[] }>(
      await call(app, 'GET', OPS_API.lotteryGames, undefined, { token: support }),
    );
    expect(games.games).toHaveLength(drawGames().size);
  });

  it('confirms the Vietnamese prizes whichever form each operator types them in, and lists them as recent', async () => {
    // Sunday 19:16 in Manila: the northern draw of 19:15 has been published
    clock.advance(Date.parse('2026-11-29T11:16:00Z') - clock.now());
    const [first, second] = [await operatorToken(app, 'cashier'), await operatorToken(app, 'ops')];
    const keyed = {
      special: ['01234'],
      first: ['56789'],
      second: ['11111', '22222'],
      third: ['30001', '30002', '30003', '30004', '30005', '30006'],
      fourth: ['0401', '0402', '0403', '0404'],
      fifth: ['0501', '0502', '0503', '0504', '0505', '0506'],
      sixth: ['061', '062', '063'],
      seventh: ['07', '08', '09', '10'],
    };
    const listed = Object.entries(keyed).map(([tier, numbers]) => ({ tier, numbers }));
    const target = ['vn-north', '20261129-0001'] as const;
    expect(
      refusal(await ops(OPS_API.lotteryDrawResult(...target), { result: { ...keyed, special: ['1234'] } }, first)),
    ).toMatchObject({
      status: 400,
      errorCode: 'lottery.result.shape',
    });
    valueOf(await ops(OPS_API.lotteryDrawResult(...target), { result: keyed }, first));
    const drawn = valueOf<OpsLotteryDraw>(await ops(OPS_API.lotteryDrawConfirm(...target), { result: listed }, second));
    expect(drawn).toMatchObject({ status: 'drawn', result: { kind: 'prizes', tiers: listed } });
    const recent = await get<{ draws: { gameId: string; drawNumber: string; result: unknown }[] }>(API.lotteryVnRecent);
    expect(recent.draws).toEqual([
      expect.objectContaining({
        gameId: 'vn-north',
        drawNumber: '20261129-0001',
        result: { kind: 'prizes', tiers: listed },
      }),
    ]);
  });
});
