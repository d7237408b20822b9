import type { OriginalsBet } from '@palaro/contract';
import { describe, expect, it } from 'vitest';
import { canonicalJson, withBigintsAsStrings } from '../originals';
import { createOriginalsGames } from './games';

const games = createOriginalsGames();
const fairness = { serverSeed: '3c'.repeat(32), clientSeed: 'table-check', nonce: 41 };
const bets: Record<string, OriginalsBet> = {
  'isla-fortuna': { lines: 20, coinValue: '5' },
  'pista-fiesta': { lines: 40, coinValue: '2' },
  'kampana-classic': { lines: 5, coinValue: '10' },
  'color-game': { stakes: { red: '1000', white: '100' } },
  baccarat: { stakes: { banker: '2000', tie: '100', playerPair: '100' } },
};

describe('the Originals line-up of the game server', () => {
  it('serves the five demo games by their catalogue codes', () => {
    expect(games.all().map((game) => [game.gameCode, game.engine])).toEqual([
      ['isla-fortuna', 'slot'],
      ['kampana-classic', 'slot'],
      ['pista-fiesta', 'slot'],
      ['color-game', 'color-game'],
      ['baccarat', 'baccarat'],
    ]);
  });

  it.each(Object.keys(bets))(
    '%s replays a round exactly from its stored table (amounts as strings in JSON)',
    (gameCode) => {
      const game = games.get(gameCode);
      if (!game) throw new Error(gameCode);
      const bet = bets[gameCode] as OriginalsBet;
      const played = game.play(bet, fairness);
      expect(game.stakeOf(bet)).toBe(played.totalBet);
      const stored = JSON.parse(JSON.stringify(game.storedConfig)) as unknown;
      const replayed = game.replay(stored, bet, fairness, undefined, JSON.parse(canonicalJson(played.outcome)));
      expect(replayed.outcomeMatches).toBe(true);
      expect(replayed.commitmentMatches).toBeNull();
      expect(withBigintsAsStrings(replayed.round)).toEqual(withBigintsAsStrings(played));
    },
  );

  it('replays on the table a round was played on, not on today’s', () => {
    const game = games.get('color-game');
    if (!game) throw new Error('color-game');
    const bet: OriginalsBet = {
      stakes: { red: '1000', blue: '1000', green: '1000', yellow: '1000', white: '1000', pink: '1000' },
    };
    const before = { ...(game.storedConfig as Record<string, unknown>), pays: { 1: 1, 2: 2, 3: 10 } };
    const today = game.play(bet, fairness);
    const then = game.replay(before, bet, fairness);
    // six colours always hit: the three dice land on one to three of them, and only triples paid differently then
    const triple = new Set((today.outcome as { dice: string[] }).dice).size === 1;
    expect(then.round.totalWin - today.totalWin).toBe(triple ? 7000n : 0n);
  });

  it('refuses a bet of the wrong shape or outside the table as bad input', () => {
    const slot = games.get('isla-fortuna');
    expect(() => slot?.stakeOf({ stakes: { red: '100' } })).toThrow(
      expect.objectContaining({ errorCode: 'originals.bet.invalid' }),
    );
    expect(() => slot?.stakeOf({ lines: 7, coinValue: '5' })).toThrow(
      expect.objectContaining({ errorCode: 'originals.bet.invalid', fields: { lines: 'bet.limits' } }),
    );
    expect(() => games.get('baccarat')?.stakeOf({ stakes: { tie: '999999999' } })).toThrow(
      expect.objectContaining({ fields: { tie: 'bet.limits' } }),
    );
  });
});
