import { CHOICES, GAME_KINDS, type GameKind } from './outcomes';
import { FISH, MATCH, SLOT, TABLE, type MatchPick, type TableBet } from './paytables';

/** An exact return per unit staked, as a reduced fraction. */
export type ExactRtp = { numerator: number; denominator: number; rtp: number };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function exact(numerator: number, denominator: number): ExactRtp {
  const common = gcd(numerator, denominator);
  return { numerator: numerator / common, denominator: denominator / common, rtp: numerator / denominator };
}

/** Of the s^3 equally likely reel lines, each symbol makes one triple and 3 s (s - 1) have exactly two reels alike. */
export function slotDesignRtp(): ExactRtp {
  const faces = SLOT.symbols.length;
  const pairs = 3 * faces * (faces - 1);
  return exact(sum(Object.values(SLOT.threeOfAKind)) + pairs * SLOT.twoOfAKind, faces ** 3 * 100);
}

/** The bet's own result pays; a tie returns Player and Banker bets. */
export function tableDesignRtp(bet: TableBet): ExactRtp {
  const push = bet === 'TIE' ? 0 : TABLE.chances.TIE * TABLE.pushOnTie;
  return exact(TABLE.chances[bet] * TABLE.pays[bet] + push, TABLE.rolls * 100);
}

/** Chance of a hit times the weighted average catch. */
export function fishDesignRtp(): ExactRtp {
  const weights = sum(FISH.catches.map((item) => item.weight));
  const value = sum(FISH.catches.map((item) => item.weight * item.hundredths));
  return exact(FISH.hits * value, FISH.shots * weights * 100);
}

export function matchDesignRtp(pick: MatchPick): ExactRtp {
  return exact(MATCH.chances[pick] * MATCH.odds[pick], MATCH.rolls * 100);
}

/** The design RTP of every kind of game and every choice it offers. */
export function designRtps(): ({ kind: GameKind; choice: string } & ExactRtp)[] {
  const of = (kind: GameKind, choice: string): ExactRtp => {
    switch (kind) {
      case 'slot':
        return slotDesignRtp();
      case 'table':
        return tableDesignRtp(choice as TableBet);
      case 'fish':
        return fishDesignRtp();
      case 'match':
        return matchDesignRtp(choice as MatchPick);
    }
  };
  return GAME_KINDS.flatMap((kind) => CHOICES[kind].map((choice) => ({ kind, choice, ...of(kind, choice) })));
}
