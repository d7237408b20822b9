export type Side = 'player' | 'banker';

/** Cards come out Player, Banker, Player, Banker, then the Player's third card and the Banker's, when drawn. */
export function dealOrder(outcome: {
  player: readonly string[];
  banker: readonly string[];
}): { side: Side; index: number }[] {
  const order: { side: Side; index: number }[] = [
    { side: 'player', index: 0 },
    { side: 'banker', index: 0 },
    { side: 'player', index: 1 },
    { side: 'banker', index: 1 },
  ];
  if (outcome.player.length > 2) order.push({ side: 'player', index: 2 });
  if (outcome.banker.length > 2) order.push({ side: 'banker', index: 2 });
  return order;
}

/** Baccarat points of the cards shown so far: aces 1, tens and faces 0, the rest their pips, modulo 10. */
export function handValue(cards: readonly string[]): number {
  return cards.reduce((sum, code) => {
    const rank = code[0] ?? '';
    const points = rank === 'A' ? 1 : /[2-9]/.test(rank) ? Number(rank) : 0;
    return (sum + points) % 10;
  }, 0);
}
