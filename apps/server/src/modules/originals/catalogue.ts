import { baccarat } from './engines/baccarat/config';
import { playBaccaratRound, verifyBaccaratRound } from './engines/baccarat/play-round';
import { baccaratDesignRtp } from './engines/baccarat/rtp';
import type { BaccaratBet, BaccaratConfig, BaccaratOutcome, BaccaratRoundResult } from './engines/baccarat/types';
import { colorGame } from './engines/color-game/config';
import { playColorGameRound, verifyColorGameRound } from './engines/color-game/play-round';
import { colorGameDesignRtp } from './engines/color-game/rtp';
import type { ColorGameBet, ColorGameConfig, ColorGameOutcome, ColorGameRoundResult } from './engines/color-game/types';
import { playSlotRound } from './engines/slot/play-round';
import { slotDesignRtp } from './engines/slot/rtp';
import { SLOT_TITLES } from './engines/slot/titles';
import type { SlotBet, SlotConfig, SlotOutcome, SlotRoundResult } from './engines/slot/types';
import { verifySlotRound } from './engines/slot/verify-round';
import type { FairnessInput } from './fairness/fairness-input';
import type { Verification, VerifyInput } from './fairness/verify';

/** One engine's pure entry points; every result carries totalBet and totalWin in minor units. */
export type OriginalsEngine<
  Config,
  Bet,
  Outcome,
  Result extends { outcome: Outcome; totalBet: bigint; totalWin: bigint },
> = {
  playRound(input: { config: Config; bet: Bet; fairness: FairnessInput }): Result;
  verifyRound(input: VerifyInput<Config, Bet, Outcome>): Verification<Result>;
};

export const slotEngine: OriginalsEngine<SlotConfig, SlotBet, SlotOutcome, SlotRoundResult> = {
  playRound: playSlotRound,
  verifyRound: verifySlotRound,
};
export const colorGameEngine: OriginalsEngine<ColorGameConfig, ColorGameBet, ColorGameOutcome, ColorGameRoundResult> = {
  playRound: playColorGameRound,
  verifyRound: verifyColorGameRound,
};
export const baccaratEngine: OriginalsEngine<BaccaratConfig, BaccaratBet, BaccaratOutcome, BaccaratRoundResult> = {
  playRound: playBaccaratRound,
  verifyRound: verifyBaccaratRound,
};

/** A playable Original: its game code, engine and table or title, and its design RTP (per bet for Baccarat). */
export type OriginalsGame =
  | { gameCode: string; name: string; engine: 'slot'; config: SlotConfig; designRtp: number }
  | { gameCode: string; name: string; engine: 'color-game'; config: ColorGameConfig; designRtp: number }
  | { gameCode: string; name: string; engine: 'baccarat'; config: BaccaratConfig; designRtp: Record<string, number> };

/** The demo line-up of Palaro Originals (the LOCAL category). */
export function originalsCatalogue(): OriginalsGame[] {
  return [
    ...Object.values(SLOT_TITLES).map((config): OriginalsGame => ({
      gameCode: config.id,
      name: config.name,
      engine: 'slot',
      config,
      designRtp: slotDesignRtp(config).rtp,
    })),
    {
      gameCode: colorGame.id,
      name: colorGame.name,
      engine: 'color-game',
      config: colorGame,
      designRtp: colorGameDesignRtp(colorGame).rtp,
    },
    {
      gameCode: baccarat.id,
      name: baccarat.name,
      engine: 'baccarat',
      config: baccarat,
      designRtp: baccaratDesignRtp(baccarat).rtp,
    },
  ];
}
