import { API, type LotteryRules } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { findGame } from './engine';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
});
afterAll(async () => {
  await app.close();
});

const rules = (query: string) => call(app, 'GET', `${API.lotteryRules}?${query}`);

describe('GET /lgw/games/rules', () => {
  it('answers a guest the colour game with every bet type, its selection rule, stake limits and odds', async () => {
    const value = valueOf<LotteryRules>(await rules('gameId=colour-1m&prizeMode=LOTT'));
    expect(value).toMatchObject({
      gameId: 'colour-1m',
      playType: 'ent',
      category: 'colour',
      resultSource: 'house',
      resultShape: { kind: 'sequence', count: 1, min: 0, max: 9 },
      salesCloseSeconds: findGame('colour-1m')!.salesCloseSeconds,
      prizeMode: 'LOTT',
    });
    expect(value.betTypes.map((betType) => betType.code)).toEqual(['number', 'colour', 'bigSmall']);
    const [number, colour, bigSmall] = value.betTypes;
    expect(number).toMatchObject({
      selection: { numbers: { min: 0, max: 9, distinct: true, ordered: false }, positions: null, options: null },
      combinations: { kind: 'each' },
      minStake: '100',
      maxStake: '200000',
      odds: { hit: '9.6' },
    });
    expect(colour!.selection).toEqual({ numbers: null, positions: null, options: ['red', 'green', 'violet'] });
    expect(colour!.maxStake).toBe('1000000');
    expect(colour!.odds).toEqual({ colour: '1.96', shared: '1.48', violet: '4.7' });
    expect(bigSmall!.odds).toEqual({ hit: '1.94' });
  });

  it('prices the same game in the prize mode asked, and in its first one when none is', async () => {
    const elott = valueOf<LotteryRules>(await rules('gameId=colour-1m&prizeMode=ModeElott'));
    expect(elott.betTypes.find((betType) => betType.code === 'bigSmall')!.odds).toEqual({ hit: '1.92' });
    const plain = valueOf<LotteryRules>(await rules('gameId=colour-1m'));
    expect(plain.prizeMode).toBe(findGame('colour-1m')!.prizeModes[0]);
  });

  it('gives a system bet its subsets and the ordered games their positions', async () => {
    const lotto = valueOf<LotteryRules>(await rules('gameId=lotto-6-42'));
    expect(lotto.resultShape).toEqual({ kind: 'distinct', count: 6, min: 1, max: 42 });
    expect(lotto.betTypes[0]).toMatchObject({
      code: 'pick',
      selection: { numbers: { count: { min: 6, max: 10 }, min: 1, max: 42 } },
      combinations: { kind: 'subsets', size: 6 },
      minStake: '2000',
    });
    const race = valueOf<LotteryRules>(await rules('gameId=race10-1m'));
    expect(race.resultShape).toEqual({ kind: 'permutation', size: 10 });
    expect(race.betTypes.find((betType) => betType.code === 'position')!.selection.positions).toMatchObject({
      min: 1,
      max: 10,
    });
  });

  it('refuses an unknown game and a prize mode the game is not offered in', async () => {
    const unknown = await rules('gameId=no-such-game');
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'lottery.game.unknown']);
    const vnInLott = await rules('gameId=vn-north&prizeMode=LOTT');
    expect([vnInLott.statusCode, vnInLott.json().errorCode]).toEqual([400, 'lottery.prizeMode.unknown']);
  });
});
