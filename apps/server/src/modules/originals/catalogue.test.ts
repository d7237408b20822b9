import { describe, expect, it } from 'vitest';
import {
  originalsCatalogue,
  withBigintsAsStrings,
  baccaratEngine,
  colorGameEngine,
  slotEngine,
  hashServerSeed,
  newSeedPair,
  takeNonce,
} from './index';

describe('Palaro Originals catalogue', () => {
  it('lists three slot titles, Color Game and Baccarat with their design RTPs', () => {
    const games = originalsCatalogue();
    expect(games.map((g) => [g.gameCode, g.engine])).toEqual([
      ['isla-fortuna', 'slot'],
      ['kampana-classic', 'slot'],
      ['pista-fiesta', 'slot'],
      ['color-game', 'color-game'],
      ['baccarat', 'baccarat'],
    ]);
    expect(games.find((g) => g.engine === 'color-game')?.designRtp).toBeCloseTo(199 / 216, 12);
  });

  it('plays and verifies a round of each engine the way a game server would', () => {
    let pair = newSeedPair();
    const commitment = pair.serverSeedHash;
    const next = () => {
      const taken = takeNonce(pair);
      pair = taken.pair;
      return { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: taken.nonce };
    };
    const [slot, colour, table] = originalsCatalogue().filter((g) =>
      ['isla-fortuna', 'color-game', 'baccarat'].includes(g.gameCode),
    );
    if (slot?.engine !== 'slot' || colour?.engine !== 'color-game' || table?.engine !== 'baccarat')
      throw new Error('catalogue order');

    const slotBet = { lines: 20, coinValue: 5n };
    const f1 = next();
    const spun = slotEngine.playRound({ config: slot.config, bet: slotBet, fairness: f1 });
    expect(spun.totalBet).toBe(100n);
    const colourBet = { stakes: { red: 500n } };
    const f2 = next();
    const rolled = colorGameEngine.playRound({ config: colour.config, bet: colourBet, fairness: f2 });
    const tableBet = { stakes: { banker: 2_000n } };
    const f3 = next();
    const dealt = baccaratEngine.playRound({ config: table.config, bet: tableBet, fairness: f3 });
    expect([f1.nonce, f2.nonce, f3.nonce]).toEqual([0, 1, 2]);

    expect(hashServerSeed(pair.serverSeed)).toBe(commitment);
    const checks = [
      slotEngine.verifyRound({
        config: slot.config,
        bet: slotBet,
        fairness: f1,
        serverSeedHash: commitment,
        recordedOutcome: spun.outcome,
      }),
      colorGameEngine.verifyRound({
        config: colour.config,
        bet: colourBet,
        fairness: f2,
        serverSeedHash: commitment,
        recordedOutcome: rolled.outcome,
      }),
      baccaratEngine.verifyRound({
        config: table.config,
        bet: tableBet,
        fairness: f3,
        serverSeedHash: commitment,
        recordedOutcome: dealt.outcome,
      }),
    ];
    for (const check of checks) expect(check).toMatchObject({ commitmentMatches: true, outcomeMatches: true });
    expect(JSON.parse(JSON.stringify(withBigintsAsStrings(dealt)))).toMatchObject({ totalBet: '2000' });
  });
});
