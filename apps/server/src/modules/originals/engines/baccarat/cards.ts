import type { FairStream } from '../../fairness/fair-stream';
import type { CardCode } from './types';

const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';

/**
 * Cards are numbered by their place in the unshuffled shoe: deck after deck, each deck suit by suit
 * (spades, hearts, diamonds, clubs), each suit A to K. Card n has rank n mod 13 (0 = ace).
 */
export const rankOf = (card: number): number => card % 13;

/** Baccarat value: ace 1, two to nine at face value, ten and pictures 0. */
export const valueOf = (card: number): number => {
  const rank = card % 13;
  return rank >= 9 ? 0 : rank + 1;
};

export const codeOf = (card: number): CardCode => `${RANKS[card % 13]}${SUITS[Math.floor(card / 13) % 4]}`;

/**
 * A shoe shuffled by Fisher-Yates from the top: dealing position i swaps it with a uniform position in
 * [i, size) and deals what lands there. Only the dealt positions are drawn, which gives exactly the first
 * cards a full shuffle of the shoe with the same stream would give.
 */
export class ShuffledShoe {
  // Positions whose card changed, and the card now there; a coup touches at most twelve, so a list beats a map.
  private readonly movedFrom: number[] = [];
  private readonly movedCard: number[] = [];
  private position = 0;
  private readonly swapTargets: number[] = [];

  constructor(readonly size: number) {}

  reset(): void {
    this.movedFrom.length = 0;
    this.movedCard.length = 0;
    this.position = 0;
    this.swapTargets.length = 0;
  }

  /** The position each dealt position was swapped with, in dealing order (what a verify page replays). */
  get swaps(): readonly number[] {
    return this.swapTargets;
  }

  deal(stream: FairStream): number {
    const i = this.position++;
    const j = i + stream.nextInt(this.size - i);
    const card = this.cardAt(j);
    this.place(j, this.cardAt(i));
    this.swapTargets.push(j);
    return card;
  }

  private cardAt(position: number): number {
    const index = this.movedFrom.indexOf(position);
    return index === -1 ? position : this.movedCard[index]!;
  }

  private place(position: number, card: number): void {
    const index = this.movedFrom.indexOf(position);
    if (index === -1) {
      this.movedFrom.push(position);
      this.movedCard.push(card);
    } else {
      this.movedCard[index] = card;
    }
  }
}
