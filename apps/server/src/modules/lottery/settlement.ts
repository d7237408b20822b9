import type { Queryable } from '../../db/db';
import type { DrawResult } from './engine';

/** What settling needs of a drawn draw. */
export type DrawToSettle = {
  readonly id: bigint;
  readonly gameId: string;
  readonly drawNumber: string;
  readonly result: DrawResult;
};

/**
 * Decides one drawn draw's tickets inside the transaction that then marks the draw settled (settlement-tickets.ts:
 * won or lost with settleBet). It moves no money: the payout run pays what the tickets' states owe, outside any draw's
 * transaction (docs/server/lottery-orders.md). It must be safe to run again for the same draw: a run that fails rolls
 * back and the next run of the settlement job retries it.
 */
export type DrawSettler = (tx: Queryable, draw: DrawToSettle) => Promise<void>;
