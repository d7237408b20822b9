import type { HouseGame } from './house-games';

/** docs/server/lottery-fairness.md, "Test vectors": one secret, its commitment, and a draw of each house game. */
export const VECTOR_SECRET = '0123456789abcdef'.repeat(4);
export const VECTOR_COMMITMENT = '4884fdaafea47c29fea7159d0daddd9c085d6200e1359e85bb81736af6b7c837';

export const VECTOR_DRAWS: readonly { game: HouseGame; drawId: string; block0: string; result: number[] }[] = [
  {
    game: 'colour',
    drawId: 'colour-1m-20250101-0001',
    block0: '0c5d11a993b4e90583edbde8b923d883f6903e15ab6fa668fe2a879420adba44',
    result: [1],
  },
  {
    game: 'dice',
    drawId: 'dice-3m-20250101-0042',
    block0: '53b4880b3d07c9d2cdd997e0b3fdbc0cdeff5dbc69a41575a566e3a19860fc8a',
    result: [6, 3, 3],
  },
  {
    game: 'digits5',
    drawId: 'digits5-5m-20250101-0288',
    block0: '619ff81131e87b0f7b6102f832045dab136fb47003f7e68306e67b96e37c06eb',
    result: [1, 9, 0, 3, 2],
  },
  {
    game: 'race10',
    drawId: 'race10-1m-20250101-1440',
    block0: '2bd87cfd202bc703032a47cfa24ea43c570d7ffbd8227838b959e21589025960',
    result: [2, 9, 10, 1, 6, 7, 8, 5, 4, 3],
  },
];
