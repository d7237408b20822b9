import { OPS_API, opsLotteryDrawSchema, type OpsLotteryDraw } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { operatorToken } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { findGame, parseOfficialResult } from './engine';

// Saturday 2026-11-28, 20:50:30 in Manila: Lotto 6/42 and other traditional games draw at 21:00
const clock = manualClock(Date.parse('2026-11-28T12:50:30Z'));
const database = useTestDatabase();
let app: FastifyInstance;
let cashier: string;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), clock: clock.now, lotteryDemoResults: true });
  cashier = await operatorToken(app, 'cashier');
  await app.lottery.draws.schedule();
});
afterAll(() => app.close());

/** The official draws of 21:00, as operators see them. */
async function officialDraws(): Promise<OpsLotteryDraw[]> {
  const query = `from=2026-11-28T13:00:00Z&to=2026-11-28T13:00:01Z&pageNo=1&pageSize=100`;
  const page = valueOf<{ list: unknown[] }>(
    await call(app, 'GET', `${OPS_API.lotteryDraws}?${query}`, undefined, { token: cashier }),
  );
  return page.list.map((d) => opsLotteryDrawSchema.parse(d)).filter((d) => d.resultSource === 'official');
}

describe('the demo results feed', () => {
  it('draws official draws five minutes after their time, except one whose result operators are entering', async () => {
    // 21:01: 6/42's result is being entered by a first operator
    clock.advance(Date.parse('2026-11-28T13:01:00Z') - clock.now());
    await app.lottery.draws.advance();
    const entered = await call(
      app,
      'POST',
      OPS_API.lotteryDrawResult('lotto-6-42', '20261128-0001'),
      { result: [4, 15, 23, 31, 38, 42] },
      { token: cashier },
    );
    expect(entered.statusCode).toBe(200);

    // 21:04:59: not yet
    clock.advance(Date.parse('2026-11-28T13:04:59Z') - clock.now());
    await app.lottery.draws.advance();
    const early = await officialDraws();
    expect(early.length).toBeGreaterThan(1);
    expect(early.every((d) => d.status === 'closed' && d.result === null)).toBe(true);

    // 21:05: every other official draw of 21:00 has a demo result of its game's shape; 6/42 waits for its operators
    clock.advance(1000);
    await app.lottery.draws.advance();
    const draws = await officialDraws();
    const sixFortyTwo = draws.find((d) => d.gameId === 'lotto-6-42')!;
    expect(sixFortyTwo).toMatchObject({ status: 'closed', result: null, resultFeed: null });
    const fed = draws.filter((d) => d.gameId !== 'lotto-6-42');
    expect(fed.length).toBeGreaterThan(0);
    for (const draw of fed) {
      expect(draw).toMatchObject({ status: 'drawn', resultFeed: 'demo', entry: null });
      expect(parseOfficialResult(findGame(draw.gameId)!, draw.result).ok).toBe(true);
    }
    // drawn once: the next run finds nothing more to take
    expect((await app.lottery.draws.advance()).drawn).toBe(0);
  });
});
