import { FISH, MATCH, MATCH_PICKS, SLOT, TABLE, TABLE_BETS, type MatchPick, type TableBet } from './paytables';
import { secureRandomInt, type RandomInt } from './random-source';

// The simulated games: each turns a stake (minor units) into a payout. Demo games, not certified ones.

export const GAME_KINDS = ['slot', 'table', 'fish', 'match'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** The bets a player chooses between, per kind ('' where there is no choice); an unknown choice plays the first. */
export const CHOICES: Record<GameKind, readonly string[]> = {
  slot: [''],
  table: TABLE_BETS,
  fish: [''],
  match: MATCH_PICKS,
};

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

const pay = (stake: bigint, hundredths: number) => (stake * BigInt(hundredths)) / 100n;

/** The outcome whose cumulative chance first exceeds `roll` (chances in the same units as the roll). */
function pick<T extends string>(order: readonly T[], chances: Record<T, number>, roll: number): T {
  let left = roll;
  return order.find((key) => (left -= chances[key]) < 0) ?? order[order.length - 1]!;
}

function slot(stake: bigint, random: RandomInt): Outcome {
  const reels = [0, 1, 2].map(() => SLOT.symbols[random(SLOT.symbols.length)]!);
  const [a, b, c] = reels as [(typeof SLOT.symbols)[number], string, string];
  if (a === b && b === c) return { payout: pay(stake, SLOT.threeOfAKind[a]), result: reels, text: `Three ${a}` };
  if (a === b || b === c || a === c)
    return { payout: pay(stake, SLOT.twoOfAKind), result: reels, text: 'Two of a kind: stake back' };
  return { payout: 0n, result: reels, text: 'No win' };
}

function table(stake: bigint, choice: string, random: RandomInt): Outcome {
  const winner = pick(TABLE_BETS, TABLE.chances, random(TABLE.rolls));
  const picked: TableBet = (TABLE_BETS as readonly string[]).includes(choice) ? (choice as TableBet) : 'PLAYER';
  let payout = 0n;
  if (winner === picked) payout = pay(stake, TABLE.pays[picked]);
  else if (winner === 'TIE') payout = pay(stake, TABLE.pushOnTie);
  return { payout, result: [winner], text: `${winner} wins` };
}

const CATCH_WEIGHTS = FISH.catches.reduce((sum, item) => sum + item.weight, 0);

function fish(stake: bigint, random: RandomInt): Outcome {
  if (random(FISH.shots) >= FISH.hits) return { payout: 0n, result: ['MISS'], text: 'Missed' };
  let roll = random(CATCH_WEIGHTS);
  const caught = FISH.catches.find((item) => (roll -= item.weight) < 0) ?? FISH.catches[0];
  return { payout: pay(stake, caught.hundredths), result: [caught.name], text: `Caught a ${caught.name}` };
}

function match(stake: bigint, choice: string, random: RandomInt): Outcome {
  const result = pick(MATCH_PICKS, MATCH.chances, random(MATCH.rolls));
  const picked: MatchPick = (MATCH_PICKS as readonly string[]).includes(choice) ? (choice as MatchPick) : 'HOME';
  return {
    payout: result === picked ? pay(stake, MATCH.odds[picked]) : 0n,
    result: [result],
    text: `Result: ${result}`,
  };
}

/** One round; `random` is the cryptographic source in play and a seeded one in simulations. */
export function play(kind: GameKind, stake: bigint, choice: string, random: RandomInt = secureRandomInt): Outcome {
  switch (kind) {
    case 'slot':
      return slot(stake, random);
    case 'table':
      return table(stake, choice, random);
    case 'fish':
      return fish(stake, random);
    case 'match':
      return match(stake, choice, random);
  }
}
