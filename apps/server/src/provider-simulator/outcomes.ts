import { randomInt } from 'node:crypto';

// The simulated games' maths: each turns a stake (minor units) into a payout. Demo games, not certified ones.

export const GAME_KINDS = ['slot', 'table', 'fish', 'match'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export function kindOf(category: string): GameKind {
  switch (category) {
    case 'RNG':
      return 'slot';
    case 'FISH':
      return 'fish';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'match';
    default:
      return 'table';
  }
}

export type Outcome = { payout: bigint; result: string[]; text: string };

/** Multiplier given in hundredths so the payout stays integer: 1.95x is 195. */
const pay = (stake: bigint, hundredths: number) => (stake * BigInt(hundredths)) / 100n;

const SYMBOLS = ['7', 'BAR', 'BELL', 'STAR', 'CHERRY', 'LEMON'] as const;
const THREE_OF_A_KIND: Record<(typeof SYMBOLS)[number], number> = { '7': 5000, BAR: 2500, BELL: 1500, STAR: 1000, CHERRY: 800, LEMON: 500 };

function slot(stake: bigint): Outcome {
  const reels = [0, 1, 2].map(() => SYMBOLS[randomInt(SYMBOLS.length)] ?? 'LEMON');
  const [a, b, c] = reels;
  if (a === b && b === c && a) return { payout: pay(stake, THREE_OF_A_KIND[a]), result: reels, text: `Three ${a}` };
  if (a === b || b === c || a === c) return { payout: stake, result: reels, text: 'Two of a kind: stake back' };
  return { payout: 0n, result: reels, text: 'No win' };
}

/** Player / banker / tie with baccarat's odds. */
function table(stake: bigint, choice: string): Outcome {
  const roll = randomInt(10_000);
  const winner = roll < 4462 ? 'PLAYER' : roll < 4462 + 4586 ? 'BANKER' : 'TIE';
  const picked = ['PLAYER', 'BANKER', 'TIE'].includes(choice) ? choice : 'PLAYER';
  let payout = 0n;
  if (winner === picked) payout = pay(stake, picked === 'TIE' ? 900 : picked === 'BANKER' ? 195 : 200);
  else if (winner === 'TIE') payout = stake;
  return { payout, result: [winner], text: `${winner} wins` };
}

const CATCHES = [
  { name: 'Clownfish', hundredths: 150, weight: 40 },
  { name: 'Tuna', hundredths: 250, weight: 25 },
  { name: 'Octopus', hundredths: 400, weight: 15 },
  { name: 'Shark', hundredths: 800, weight: 6 },
  { name: 'Golden Whale', hundredths: 3000, weight: 1 },
];

function fish(stake: bigint): Outcome {
  if (randomInt(100) >= 34) return { payout: 0n, result: ['MISS'], text: 'Missed' };
  let roll = randomInt(CATCHES.reduce((sum, item) => sum + item.weight, 0));
  const caught = CATCHES.find((item) => (roll -= item.weight) < 0) ?? CATCHES[0];
  if (!caught) return { payout: 0n, result: ['MISS'], text: 'Missed' };
  return { payout: pay(stake, caught.hundredths), result: [caught.name], text: `Caught a ${caught.name}` };
}

export const MATCH_ODDS = { HOME: 210, DRAW: 340, AWAY: 320 } as const;

function match(stake: bigint, choice: string): Outcome {
  const roll = randomInt(100);
  const result = roll < 45 ? 'HOME' : roll < 72 ? 'DRAW' : 'AWAY';
  const picked = (choice in MATCH_ODDS ? choice : 'HOME') as keyof typeof MATCH_ODDS;
  return { payout: result === picked ? pay(stake, MATCH_ODDS[picked]) : 0n, result: [result], text: `Result: ${result}` };
}

export function play(kind: GameKind, stake: bigint, choice: string): Outcome {
  switch (kind) {
    case 'slot':
      return slot(stake);
    case 'table':
      return table(stake, choice);
    case 'fish':
      return fish(stake);
    case 'match':
      return match(stake, choice);
  }
}
