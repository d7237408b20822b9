import { canonicalJson } from '../canonical-json';
import { invalid } from '../errors';
import type { FairnessInput } from './fairness-input';
import { hashServerSeed } from './seeds';

/** What a verify page needs: the revealed seeds and nonce, the hash shown before play, and optionally what was recorded. */
export type VerifyInput<Config, Bet, Outcome> = {
  config: Config;
  bet: Bet;
  fairness: FairnessInput;
  /** The SHA-256 commitment the player saw before the round. */
  serverSeedHash: string;
  /** The outcome stored when the round was played, to compare with the recomputation. */
  recordedOutcome?: Outcome;
};

export type Verification<Result> = {
  /** SHA-256 of the revealed server seed. */
  serverSeedHash: string;
  /** The revealed seed is the one committed to before play. */
  commitmentMatches: boolean;
  /** The recomputed outcome equals the recorded one (null when none was given). */
  outcomeMatches: boolean | null;
  /** The round recomputed from the revealed seed, client seed, nonce and bet. */
  round: Result;
};

/** Recomputes a past round with a game's own playRound and checks it against the commitment and the record. */
export function verifyWith<Config, Bet, Outcome, Result extends { outcome: Outcome }>(
  play: (input: { config: Config; bet: Bet; fairness: FairnessInput }) => Result,
  input: VerifyInput<Config, Bet, Outcome>,
): Verification<Result> {
  if (typeof input.serverSeedHash !== 'string')
    invalid('fairness.invalid', 'serverSeedHash is required', 'serverSeedHash');
  const round = play({ config: input.config, bet: input.bet, fairness: input.fairness });
  const serverSeedHash = hashServerSeed(input.fairness.serverSeed);
  return {
    serverSeedHash,
    commitmentMatches: serverSeedHash === input.serverSeedHash.toLowerCase(),
    outcomeMatches:
      input.recordedOutcome === undefined
        ? null
        : canonicalJson(input.recordedOutcome) === canonicalJson(round.outcome),
    round,
  };
}
