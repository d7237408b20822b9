import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OriginalsInputError } from '../../errors';
import { hashServerSeed } from '../../fairness/seeds';
import { colorGame } from './config';
import { colourPayout, playColorGameRound, verifyColorGameRound } from './play-round';
import { colorGameDesignRtp } from './rtp';
import { COLOURS, type ColorGameBet } from './types';

const serverSeed = '3c'.repeat(32);
const fairness = (nonce: number) => ({ serverSeed, clientSeed: 'perya', nonce });
const play = (stakes: ColorGameBet['stakes'], nonce = 0) =>
  playColorGameRound({ config: colorGame, bet: { stakes }, fairness: fairness(nonce) });

function codeOf(attempt: () => unknown): string {
  try {
    attempt();
  } catch (error) {
    expect(error).toBeInstanceOf(OriginalsInputError);
    return (error as OriginalsInputError).code;
  }
  throw new Error('accepted');
}

describe('Color Game payouts', () => {
  it('pays 1:1, 2:1 and 3:1 for a colour on one, two or three dice, stake returned, and nothing otherwise', () => {
    expect(colourPayout(colorGame, 500n, 0)).toBe(0n);
    expect(colourPayout(colorGame, 500n, 1)).toBe(1_000n);
    expect(colourPayout(colorGame, 500n, 2)).toBe(1_500n);
    expect(colourPayout(colorGame, 500n, 3)).toBe(2_000n);
  });

  it('settles every colour bet of a round against the same three dice', () => {
    for (let nonce = 0; nonce < 500; nonce++) {
      const round = play({ red: 100n, blue: 200n, green: 300n }, nonce);
      for (const bet of round.details.bets) {
        const matches = round.outcome.dice.filter((die) => die === bet.colour).length;
        expect(bet.matches).toBe(matches);
        expect(bet.payout).toBe(matches === 0 ? 0n : bet.stake * BigInt(1 + matches));
      }
      expect(round.totalBet).toBe(600n);
      expect(round.totalWin).toBe(round.details.bets.reduce((sum, bet) => sum + bet.payout, 0n));
    }
  });

  it('rolls each die as colours[uniform 0..5] from the round stream, in table order', () => {
    const digest = createHmac('sha256', Buffer.from(serverSeed, 'hex')).update('perya:9:0').digest();
    const expected = [0, 1, 2].map((i) => COLOURS[digest.readUInt32BE(i * 4) % 6]); // 2^32 - 4 words are never rejected here
    expect([0, 1, 2].every((i) => digest.readUInt32BE(i * 4) < 2 ** 32 - 4)).toBe(true);
    expect(play({ red: 100n }, 9).outcome.dice).toEqual(expected);
  });

  it('has the exact design RTP 199/216 (92.13%)', () => {
    const design = colorGameDesignRtp(colorGame);
    expect(design).toMatchObject({ numerator: 199, denominator: 216 });
    expect(design.rtp).toBeCloseTo(0.921296, 6);
    expect(design.matchChances.map((p) => p * 216)).toEqual([125, 75, 15, 1]);
    expect(colorGameDesignRtp({ ...colorGame, pays: { 1: 1, 2: 2, 3: 10 } }).numerator).toBe(206);
  });
});

describe('Color Game bets', () => {
  it('refuses an unknown colour, naming it', () => {
    expect(codeOf(() => play({ purple: 100n } as never))).toBe('bet.unknown.option');
    expect(() => play({ purple: 100n } as never)).toThrow('unknown colour "purple"');
  });

  it('refuses stakes outside the table limits', () => {
    expect(codeOf(() => play({ red: 99n }))).toBe('bet.limits');
    expect(codeOf(() => play({ red: 500_001n }))).toBe('bet.limits');
    expect(codeOf(() => play({ red: 500_000n, blue: 500_000n, green: 100n }))).toBe('bet.limits');
    expect(play({ red: 500_000n, blue: 500_000n }).totalBet).toBe(1_000_000n);
  });

  it('refuses an empty bet, zero, negative or non-bigint stakes', () => {
    expect(codeOf(() => play({}))).toBe('bet.invalid');
    expect(codeOf(() => play({ red: 0n }))).toBe('bet.invalid');
    expect(codeOf(() => play({ red: -100n }))).toBe('bet.invalid');
    expect(codeOf(() => play({ red: 100 as never }))).toBe('bet.invalid');
    expect(codeOf(() => playColorGameRound({ config: colorGame, bet: null as never, fairness: fairness(0) }))).toBe(
      'bet.invalid',
    );
  });

  it('refuses a table without the six colours', () => {
    const broken = { ...colorGame, colours: ['red', 'red', 'blue', 'green', 'white', 'pink'] as const };
    expect(
      codeOf(() => playColorGameRound({ config: broken, bet: { stakes: { red: 100n } }, fairness: fairness(0) })),
    ).toBe('config.invalid');
  });
});

describe('verifyColorGameRound', () => {
  it('reproduces a past round from the revealed seed and checks the commitment', () => {
    const played = play({ yellow: 100n, pink: 100n }, 42);
    const verification = verifyColorGameRound({
      config: colorGame,
      bet: { stakes: { yellow: 100n, pink: 100n } },
      fairness: fairness(42),
      serverSeedHash: hashServerSeed(serverSeed),
      recordedOutcome: played.outcome,
    });
    expect(verification).toMatchObject({ commitmentMatches: true, outcomeMatches: true, round: played });
    const other = verifyColorGameRound({
      config: colorGame,
      bet: { stakes: { yellow: 100n } },
      fairness: fairness(43),
      serverSeedHash: 'f'.repeat(64),
      recordedOutcome: played.outcome,
    });
    expect(other.commitmentMatches).toBe(false);
  });
});
