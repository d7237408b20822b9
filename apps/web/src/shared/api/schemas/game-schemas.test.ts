import * as contract from '@palaro/contract/game-catalogue';
import { launchGameSchema as contractLaunch } from '@palaro/contract/game-launch';
import { makeBanner, makeGame, makeGameList, makeWinner, vendorGameTypes } from '../../../testing/game-fixtures';
import { compareAnswers, contractJsonSchema, mirrorJsonSchema } from '../../../testing/mirror-proof';
import * as mirror from './game-schemas';

const games = [
  makeGame(),
  makeGame({
    nodeId: 7,
    roomId: 'r1',
    telNodeId: 3,
    lottoMode: 'A',
    gameGroupId: 'g',
    url: '/m/x',
    isGameH5: 'VASSALAGE',
    walletMode: 'transfer',
  }),
];
const mirrors = [
  ['game', mirror.gameSchema, contract.gameSchema, games[1]],
  ['game list', mirror.gameListSchema, contract.gameListSchema, makeGameList(games)],
  ['hot and recent rows', mirror.gameRowSchema, contract.gameRowSchema, { list: games }],
  ['favourite ids', mirror.favouriteIdsSchema, contract.favouriteIdsSchema, ['6', '7']],
  [
    'favourite list',
    mirror.favouriteListSchema,
    contract.favouriteListSchema,
    { content: games, pageNum: 1, totalPages: 1 },
  ],
  ['vendor game types', mirror.vendorGameTypesSchema, contract.vendorGameTypesSchema, vendorGameTypes],
  ['winners board', mirror.winnerBoardSchema, contract.winnerBoardSchema, { list: [makeWinner(1)] }],
  [
    'banners',
    mirror.bannerListSchema,
    contract.bannerListSchema,
    { banners: [makeBanner(), makeBanner({ id: 2, groupName: 'm_recommend', linkageType: 'G' })] },
  ],
  [
    'launch',
    mirror.launchGameSchema,
    contractLaunch,
    { url: '/game', expiresAt: 1, mode: 'real', walletMode: 'seamless', nodeId: 6, gameName: 'G', vassalage: 'LUMEN' },
  ],
] as const;

describe('the valibot mirrors of the game contract', () => {
  it.each(mirrors)('%s describes exactly the same JSON as the contract', (_, schema, classic) => {
    expect(mirrorJsonSchema(schema)).toEqual(contractJsonSchema(classic));
  });

  it.each(mirrors)(
    '%s accepts, refuses and strips every variant of an answer as the contract does',
    (_, schema, classic, sample) => {
      const { tried, accepted, disagreements } = compareAnswers(schema, classic, sample);
      expect(disagreements).toEqual([]);
      // the variants reach both answers, so agreement is not the trivial kind
      expect(accepted).toBeGreaterThan(1);
      expect(accepted).toBeLessThan(tried);
    },
  );
});
