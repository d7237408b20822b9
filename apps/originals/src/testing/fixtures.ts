import type { OriginalsRound, OriginalsState, OriginalsTable, PlayRound } from '@palaro/contract/originals';

/** The server seed in use in these fixtures, and its real commitment (SHA-256 of its 32 bytes), so a reveal checks out. */
export const FIXTURE_SERVER_SEED = '7c'.repeat(32);
const seeds = {
  serverSeedHash: 'd8f929fd8120f582bbc7d06b74f4229715de10c8d5287ad0a562ad35590f20f4',
  clientSeed: 'lucky-seed-01',
  nextNonce: 0,
};

export const colorTable: OriginalsTable = {
  engine: 'color-game',
  colours: ['yellow', 'white', 'pink', 'blue', 'red', 'green'],
  pays: { 1: 1, 2: 2, 3: 3 },
  limits: { minStake: '100', maxStake: '500000', maxTotal: '1000000' },
  designRtp: 199 / 216,
};

export const baccaratTable: OriginalsTable = {
  engine: 'baccarat',
  decks: 8,
  pays: { player: 1, banker: 1, tie: 8, pair: 11 },
  bankerCommissionPercent: 5,
  limits: {
    player: { min: '100', max: '2000000' },
    banker: { min: '100', max: '2000000' },
    tie: { min: '100', max: '250000' },
    playerPair: { min: '100', max: '180000' },
    bankerPair: { min: '100', max: '180000' },
    maxTotal: '2500000',
  },
  designRtp: { player: 0.98765, banker: 0.98942, tie: 0.8564, playerPair: 0.89639, bankerPair: 0.89639 },
};

/** A 3x3, 5-line title shaped like Kampana Classic. */
export const slotTable: OriginalsTable = {
  engine: 'slot',
  title: 'Kampana Classic',
  rows: 3,
  symbols: [
    { id: 'KAMPANA', name: 'Golden Kampana', kind: 'wild', pays: { 3: 100 } },
    { id: 'STAR', name: 'Bituin', kind: 'scatter', pays: {} },
    { id: 'SEVEN', name: 'Red Seven', kind: 'regular', pays: { 3: 60 } },
    { id: 'BAR', name: 'Bar', kind: 'regular', pays: { 3: 10 } },
    { id: 'MELON', name: 'Melon', kind: 'regular', pays: { 3: 8 } },
    { id: 'CHERRY', name: 'Cherry', kind: 'regular', pays: { 1: 1, 2: 2, 3: 5 } },
  ],
  reels: [
    ['MELON', 'BAR', 'SEVEN', 'CHERRY', 'KAMPANA', 'STAR'],
    ['CHERRY', 'MELON', 'BAR', 'STAR', 'SEVEN', 'KAMPANA'],
    ['BAR', 'KAMPANA', 'CHERRY', 'MELON', 'STAR', 'SEVEN'],
  ],
  freeSpinReels: null,
  paylines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  scatter: { symbol: 'STAR', pays: { 3: 5 }, freeSpins: { 3: 8 } },
  freeSpins: { multiplier: 2, retrigger: true, maxPerRound: 200 },
  lineChoices: [1, 3, 5],
  coinValues: ['1', '2', '5', '10', '20', '50'],
  designRtp: 0.96157,
};

const gameNames = { 'color-game': 'Color Game', baccarat: 'Palaro Baccarat', slot: 'Kampana Classic' } as const;

export function stateFor(table: OriginalsTable, overrides: Partial<OriginalsState> = {}): OriginalsState {
  const gameCode = table.engine === 'slot' ? 'kampana-classic' : table.engine;
  return {
    player: { name: 'de***o' },
    mode: 'real',
    currency: 'PHP',
    language: 'EN',
    lobbyUrl: '/m/gameCenter',
    balance: '500000',
    game: { gameCode, gameName: gameNames[table.engine], nodeId: 1, engine: table.engine },
    table,
    seeds,
    ...overrides,
  };
}

let counter = 0;

/** A settled round of `result` with the seeds of `state`, as the server answers a play. */
export function playedRound(
  state: OriginalsState,
  bet: OriginalsRound['bet'],
  totalBet: bigint,
  totalWin: bigint,
  result: NonNullable<OriginalsRound['result']>,
): PlayRound {
  const nonce = state.seeds.nextNonce + counter;
  counter += 1;
  const balance = BigInt(state.balance) - totalBet + totalWin;
  return {
    round: {
      roundId: `OR-test-round-${counter}`,
      gameCode: state.game.gameCode,
      status: 'settled',
      createdAt: Date.UTC(2026, 10, 23, 10, 0, counter),
      bet,
      totalBet: totalBet.toString(),
      totalWin: totalWin.toString(),
      fairness: { serverSeedHash: state.seeds.serverSeedHash, clientSeed: state.seeds.clientSeed, nonce },
      revealed: false,
      result,
      balanceAfter: balance.toString(),
    },
    balance: balance.toString(),
    seeds: { ...state.seeds, nextNonce: nonce + 1 },
  };
}
