import * as zMini from 'zod/mini';
import { z } from 'zod';
import * as contract from '@palaro/contract/game-catalogue';
import { launchGameSchema as contractLaunch } from '@palaro/contract/game-launch';
import { makeGame } from '../../../testing/game-fixtures';
import * as mirror from './game-schemas';

describe('the zod/mini mirrors of the game contract', () => {
  it.each([
    ['game', mirror.gameSchema, contract.gameSchema],
    ['game list', mirror.gameListSchema, contract.gameListSchema],
    ['hot and recent rows', mirror.gameRowSchema, contract.gameRowSchema],
    ['favourite ids', mirror.favouriteIdsSchema, contract.favouriteIdsSchema],
    ['favourite list', mirror.favouriteListSchema, contract.favouriteListSchema],
    ['vendor game types', mirror.vendorGameTypesSchema, contract.vendorGameTypesSchema],
    ['winners board', mirror.winnerBoardSchema, contract.winnerBoardSchema],
    ['banners', mirror.bannerListSchema, contract.bannerListSchema],
    ['launch', mirror.launchGameSchema, contractLaunch],
  ] as const)('%s describes exactly the same JSON as the contract', (_, mini, classic) => {
    expect(zMini.toJSONSchema(mini)).toEqual(z.toJSONSchema(classic));
  });

  it('accepts what the contract accepts, refuses what it refuses, and drops unknown fields the same way', () => {
    const game = { ...makeGame(), extra: 'dropped' };
    expect(mirror.gameSchema.parse(game)).toEqual(contract.gameSchema.parse(game));
    for (const broken of [{ ...game, minBet: '1.5' }, { ...game, isGameH5: 'APP' }, { ...game, gameType: 'CASINO' }, { ...game, nodeId: 1.5 }]) {
      expect(mirror.gameSchema.safeParse(broken).success).toBe(false);
      expect(contract.gameSchema.safeParse(broken).success).toBe(false);
    }
  });
});
