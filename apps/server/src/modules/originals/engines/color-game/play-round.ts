import { FairStream } from '../../fairness/fair-stream';
import { verifyWith, type Verification, type VerifyInput } from '../../fairness/verify';
import { assertColorBet } from './bet';
import type {
  ColorGameBet,
  ColorGameBetResult,
  ColorGameConfig,
  ColorGameOutcome,
  ColorGameRoundInput,
  ColorGameRoundResult,
  Colour,
} from './types';

/** Three dice, each a uniform draw of 0..5 from the stream, naming a face in the table's colour order. */
export function rollDice(config: ColorGameConfig, stream: FairStream): [Colour, Colour, Colour] {
  const face = () => config.colours[stream.nextInt(config.colours.length)]!;
  return [face(), face(), face()];
}

/** Paid back on a colour: nothing when it shows on no die, else the stake plus stake x pays[matches]. */
export function colourPayout(config: ColorGameConfig, stake: bigint, matches: number): bigint {
  if (matches === 0) return 0n;
  return stake + stake * BigInt(config.pays[matches as 1 | 2 | 3]);
}

export function playColorGameRound(input: ColorGameRoundInput): ColorGameRoundResult {
  const { config } = input;
  const stakes = assertColorBet(config, input.bet);
  const dice = rollDice(config, new FairStream(input.fairness));
  const bets: ColorGameBetResult[] = stakes.map(({ colour, stake }) => {
    const matches = (dice[0] === colour ? 1 : 0) + (dice[1] === colour ? 1 : 0) + (dice[2] === colour ? 1 : 0);
    return { colour, stake, matches, payout: colourPayout(config, stake, matches) };
  });
  return {
    outcome: { dice },
    totalBet: bets.reduce((sum, bet) => sum + bet.stake, 0n),
    totalWin: bets.reduce((sum, bet) => sum + bet.payout, 0n),
    details: { game: config.id, bets },
  };
}

/** Recomputes a past Color Game round from its revealed seeds. */
export function verifyColorGameRound(
  input: VerifyInput<ColorGameConfig, ColorGameBet, ColorGameOutcome>,
): Verification<ColorGameRoundResult> {
  return verifyWith(playColorGameRound, input);
}
