import { FairStream } from '../../fairness/fair-stream';
import { ReturnTally, type SimulationTotals } from '../../simulation';
import { assertBaccaratBet } from './bet';
import { ShuffledShoe } from './cards';
import { dealCoup, newCoup } from './rules';
import { payoutFor, resultOf, type BetResult } from './settle';
import type { BaccaratBet, BaccaratBetKind, BaccaratConfig } from './types';

export type BaccaratSimulationInput = {
  config: BaccaratConfig;
  bet: BaccaratBet;
  serverSeed: string;
  clientSeed: string;
  firstNonce?: number;
  rounds: number;
};

/**
 * Plays `rounds` rounds (nonces firstNonce, firstNonce + 1, ...) with the same shuffle, deal and settlement as
 * playBaccaratRound, reusing one shoe and coup record, and adds up each bet on its own.
 */
export function simulateBaccarat(input: BaccaratSimulationInput): Partial<Record<BaccaratBetKind, SimulationTotals>> {
  const { config } = input;
  const stakes = assertBaccaratBet(config, input.bet);
  const firstNonce = input.firstNonce ?? 0;
  const stream = new FairStream({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: firstNonce });
  const shoe = new ShuffledShoe(52 * config.decks);
  const coup = newCoup();
  const deal = () => shoe.deal(stream);
  const tallies = stakes.map(() => new ReturnTally());
  // A payout depends only on the bet, its result and its stake, so each is worked out once by the real rule.
  const payouts = stakes.map(({ kind, stake }) => {
    const of = (result: BetResult) => Number(payoutFor(config, kind, result, stake));
    return { win: of('win'), lose: of('lose'), push: of('push'), stake: Number(stake) };
  });
  for (let round = 0; round < input.rounds; round++) {
    stream.restart(firstNonce + round);
    shoe.reset();
    dealCoup(deal, coup);
    for (let i = 0; i < stakes.length; i++) {
      const payout = payouts[i]!;
      tallies[i]!.add(payout.stake, payout[resultOf(stakes[i]!.kind, coup)]);
    }
  }
  return Object.fromEntries(stakes.map(({ kind }, i) => [kind, tallies[i]!.totals()]));
}
