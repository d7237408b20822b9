// @vitest-environment node
/// <reference types="node" />
import { createDrawSecret, deriveResult, LOTTERY_GAMES } from '../../../server/src/modules/lottery/engine';
import { deriveFromShape } from '../../../server/src/modules/lottery/engine/draw';
import { deriveNumbers } from './derive';
import { HOUSE_GAMES, houseGameOf } from './house-games';

// The one place the lottery pages read server code: the engine that draws the results is the reference the
// browser's derivation must agree with, for every house game and many secrets. Nothing of it reaches the bundle.

const houseGames = LOTTERY_GAMES.filter((game) => game.resultSource === 'house');
const SECRETS_PER_GAME = 40;

describe("the browser derivation agrees with the server engine's deriveResult", () => {
  it('knows the result shape of every house game the engine has', () => {
    expect(houseGames.length).toBeGreaterThan(0);
    for (const game of houseGames) {
      const family = houseGameOf(game.gameId);
      expect(family, game.gameId).not.toBeNull();
      expect(HOUSE_GAMES[family!], game.gameId).toEqual(game.resultShape);
    }
  });

  it.each(houseGames.map((game) => [game.gameId, game] as const))(
    '%s: the same numbers for random secrets and draw ids',
    async (gameId, game) => {
      const shape = HOUSE_GAMES[houseGameOf(gameId)!];
      for (let i = 0; i < SECRETS_PER_GAME; i++) {
        const secret = createDrawSecret();
        const drawId = `${gameId}-20260101-${String(i).padStart(4, '0')}`;
        const server = deriveResult(game, secret, drawId);
        if (server.kind !== 'numbers') throw new Error(`${gameId} drew prizes`);
        expect(await deriveNumbers(shape, secret, drawId), `${secret} ${drawId}`).toEqual(server.numbers);
      }
    },
  );

  it('draws different numbers (a 6/42 shape) the same way, for the shuffle beyond the race', async () => {
    const shape = { kind: 'distinct', count: 6, min: 1, max: 42 } as const;
    for (let i = 0; i < SECRETS_PER_GAME; i++) {
      const secret = createDrawSecret();
      const server = deriveFromShape(shape, secret, `lotto-6-42-${i}`);
      if (server.kind !== 'numbers') throw new Error('drew prizes');
      expect(await deriveNumbers(shape, secret, `lotto-6-42-${i}`)).toEqual(server.numbers);
    }
  });
});
