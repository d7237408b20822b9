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
 * Settles one drawn draw's tickets inside the transaction that then marks the draw settled (the seam for the orders
 * part of this module: it pays the draw's winning tickets here, with settleBet, through the ledger). It must be safe
 * to run again for the same draw: a run that fails rolls back and the next run of the settlement job retries it.
 */
export type DrawSettler = (tx: Queryable, draw: DrawToSettle) => Promise<void>;

/** Before orders exist no draw has tickets, so settling a draw is marking it settled. */
export const settleNoTickets: DrawSettler = async () => undefined;
