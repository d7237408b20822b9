import { valueOf } from './cards';

/** A hand's total: the sum of its card values, mod 10. */
export const handTotal = (first: number, second: number, third = 0): number => (first + second + third) % 10;

/** The Player stands on 6 or 7 and draws on 0 to 5 (unless either side has a natural). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The Banker's third-card rule. Without a Player third card the Banker draws on 0 to 5. With one (value t):
 * 0-2 draw; 3 draws unless t is 8; 4 draws on t 2-7; 5 on t 4-7; 6 on t 6-7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** One coup: cards (by shoe number) and the totals, in a reusable record. */
export type Coup = {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
};

export const newCoup = (): Coup => ({ player: [], banker: [], playerTotal: 0, bankerTotal: 0, natural: false });

/** Deals P1, B1, P2, B2, then the third cards the tableau calls for. */
export function dealCoup(deal: () => number, coup: Coup): Coup {
  coup.player.length = 0;
  coup.banker.length = 0;
  coup.player.push(deal());
  coup.banker.push(deal());
  coup.player.push(deal());
  coup.banker.push(deal());
  let player = handTotal(valueOf(coup.player[0]!), valueOf(coup.player[1]!));
  let banker = handTotal(valueOf(coup.banker[0]!), valueOf(coup.banker[1]!));
  coup.natural = player >= 8 || banker >= 8;
  if (!coup.natural) {
    let playerThird: number | null = null;
    if (playerDraws(player)) {
      const card = deal();
      coup.player.push(card);
      playerThird = valueOf(card);
      player = (player + playerThird) % 10;
    }
    if (bankerDraws(banker, playerThird)) {
      const card = deal();
      coup.banker.push(card);
      banker = (banker + valueOf(card)) % 10;
    }
  }
  coup.playerTotal = player;
  coup.bankerTotal = banker;
  return coup;
}
