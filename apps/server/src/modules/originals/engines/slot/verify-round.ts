import { verifyWith, type Verification, type VerifyInput } from '../../fairness/verify';
import { playSlotRound } from './play-round';
import type { SlotBet, SlotConfig, SlotOutcome, SlotRoundResult } from './types';

/** Recomputes a past slot round (base spin and every free spin) from its revealed seeds. */
export function verifySlotRound(input: VerifyInput<SlotConfig, SlotBet, SlotOutcome>): Verification<SlotRoundResult> {
  return verifyWith(playSlotRound, input);
}
