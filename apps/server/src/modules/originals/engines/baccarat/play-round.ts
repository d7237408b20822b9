import { FairStream } from '../../fairness/fair-stream';
import { verifyWith, type Verification, type VerifyInput } from '../../fairness/verify';
import { assertBaccaratBet } from './bet';
import { codeOf, ShuffledShoe } from './cards';
import { dealCoup, newCoup } from './rules';
import { isPair, settleBet, winnerOf } from './settle';
import type { BaccaratBet, BaccaratConfig, BaccaratOutcome, BaccaratRoundInput, BaccaratRoundResult } from './types';

/**
 * One coup from a freshly shuffled shoe (every round shuffles its own shoe from its own stream, so no round
 * depends on another and each can be verified alone), settled for every bet placed.
 */
export function playBaccaratRound(input: BaccaratRoundInput): BaccaratRoundResult {
  const { config } = input;
  const stakes = assertBaccaratBet(config, input.bet);
  const stream = new FairStream(input.fairness);
  const shoe = new ShuffledShoe(52 * config.decks);
  const coup = dealCoup(() => shoe.deal(stream), newCoup());
  const bets = stakes.map(({ kind, stake }) => settleBet(config, coup, kind, stake));
  return {
    outcome: { player: coup.player.map(codeOf), banker: coup.banker.map(codeOf) },
    totalBet: bets.reduce((sum, bet) => sum + bet.stake, 0n),
    totalWin: bets.reduce((sum, bet) => sum + bet.payout, 0n),
    details: {
      game: config.id,
      winner: winnerOf(coup),
      playerTotal: coup.playerTotal,
      bankerTotal: coup.bankerTotal,
      natural: coup.natural,
      playerPair: isPair(coup.player),
      bankerPair: isPair(coup.banker),
      shuffleSwaps: [...shoe.swaps],
      bets,
    },
  };
}

/** Recomputes a past Baccarat round (shuffle, deal and settlement) from its revealed seeds. */
export function verifyBaccaratRound(
  input: VerifyInput<BaccaratConfig, BaccaratBet, BaccaratOutcome>,
): Verification<BaccaratRoundResult> {
  return verifyWith(playBaccaratRound, input);
}
