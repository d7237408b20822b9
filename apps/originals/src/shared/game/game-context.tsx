import { createContext, useContext } from 'react';
import type { ActiveSeeds, OriginalsBet, OriginalsRound, OriginalsState, PlayRound } from '@palaro/contract/originals';
import type { OriginalsApi } from '../api/originals-api';

export type SheetKind = 'history' | 'fairness' | 'rules';

export type GameContextValue = {
  api: OriginalsApi;
  token: string;
  state: OriginalsState;
  currency: string;
  /** The balance on screen: the stake leaves it when a round starts, the round's result lands when its reveal ends. */
  balance: bigint;
  seeds: ActiveSeeds;
  /** Rounds played in this visit, newest first. */
  rounds: OriginalsRound[];
  /** True while a round is on its way or being revealed. */
  busy: boolean;
  /** Plays one round with a new request id (resent as is on a lost answer); the stake leaves the balance at once. */
  play(bet: OriginalsBet, stake: bigint): Promise<PlayRound>;
  /** The reveal of a round has ended: its balance is the one on screen now. */
  settle(result: PlayRound): void;
  setSeeds(seeds: ActiveSeeds): void;
  notify(text: string, tone?: 'info' | 'error'): void;
  /** Shows what went wrong with a call (and ends the game when the session is over). */
  fail(error: unknown): void;
  openSheet(kind: SheetKind, roundId?: string): void;
};

export const GameContext = createContext<GameContextValue | null>(null);

export function useGame(): GameContextValue {
  const game = useContext(GameContext);
  if (!game) throw new Error('useGame outside a game');
  return game;
}
