import { describe, expect, it } from 'vitest';
import { LOTTERY_GAMES } from '../../modules/lottery/engine';
import { DEMO_VENDORS, LOTTERY_PROVIDER } from './demo-catalogue';

const lotteryEntries = DEMO_VENDORS.filter((vendor) => vendor.provider === LOTTERY_PROVIDER).flatMap((vendor) =>
  vendor.games.map((game) => ({ vendor: vendor.code, game })),
);

describe('the demo lottery games in the catalogue', () => {
  it('are the lottery engine games, each listed once under its own id', () => {
    const ids = lotteryEntries.map(({ game }) => game.gameId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(LOTTERY_GAMES.map((game) => game.gameId).sort());
  });

  it('open with the play type and prize modes of their engine game (SPEC 4: lottoMode Entertainment is ent; TCG_SEA pays SEA)', () => {
    for (const { vendor, game } of lotteryEntries) {
      const engineGame = LOTTERY_GAMES.find((candidate) => candidate.gameId === game.gameId)!;
      expect(game.lottoMode === 'Entertainment' ? 'ent' : 'trad', game.code).toBe(engineGame.playType);
      expect(vendor === 'TCG_SEA', game.code).toBe(engineGame.prizeModes.includes('SEA'));
    }
  });
});
