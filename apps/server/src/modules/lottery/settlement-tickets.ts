import type { Queryable } from '../../db/db';
import type { DrawGame } from './draw-games';
import { settleBet, type PrizeModeCode, type Selection } from './engine';
import { liabilitySharesOf, mergeShares, type LiabilityShare } from './liability';
import { releaseLiability } from './repository-orders';
import type { DrawSettler } from './settlement';

/** Tickets decided per statement: one read and one set-based update each, whatever the draw's size. */
export const SETTLE_BATCH = 5_000;

type StoppedTicket = {
  draw_id: bigint;
  bet_type: string;
  selection: Selection;
  unit_stake: bigint;
  combinations: number;
  amount: bigint;
  prize_mode: string;
};
type Ticket = { id: bigint; bet_type: string; selection: Selection; unit_stake: bigint; prize_mode: string };

/**
 * Settles a drawn draw's tickets inside the transaction that marks it settled: each placed ticket gets the engine's
 * settleBet, and becomes won (its win owed) or lost, in batches walked by id. Only the decision is made here; the
 * wins are paid by the payout run (service-payouts.ts) outside the transaction, each by one idempotent wallet win, so
 * no wallet call ever waits inside a draw's lock. A follow order with stop-on-win that won here has its later draws'
 * tickets turned into refunds. A repeated run finds no placed ticket and decides nothing again.
 */
export function ticketSettler(games: ReadonlyMap<string, DrawGame>, clock: () => number): DrawSettler {
  return async (tx: Queryable, draw) => {
    const game = games.get(draw.gameId)?.game;
    if (!game) throw new Error(`no game ${draw.gameId} to settle draw ${draw.drawNumber}`);
    const now = new Date(clock());
    let after = 0n;
    for (;;) {
      const { rows } = await tx.query<Ticket>(
        `SELECT s.id, s.bet_type, s.selection, s.unit_stake, o.prize_mode
           FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
          WHERE s.draw_id = $1 AND s.status = 'placed' AND s.id > $2
          ORDER BY s.id LIMIT ${SETTLE_BATCH}`,
        [draw.id, after],
      );
      if (rows.length === 0) break;
      const wins = rows.map((t) => settleBet(game, t.prize_mode, t.bet_type, t.selection, t.unit_stake, draw.result));
      await tx.query(
        `UPDATE lottery_suborders s
            SET status = CASE WHEN u.win > 0 THEN 'won' ELSE 'lost' END, win_amount = u.win, settled_at = $3::timestamptz,
                paid_at = CASE WHEN u.win > 0 THEN NULL ELSE $3::timestamptz END
           FROM unnest($1::int8[], $2::int8[]) AS u(id, win)
          WHERE s.id = u.id AND s.status = 'placed'`,
        [rows.map((t) => t.id), wins, now],
      );
      after = rows[rows.length - 1]!.id;
      if (rows.length < SETTLE_BATCH) break;
    }
    // stop on win: a follow order that won in this draw gives up its later draws (the payout run refunds them) and
    // their liability
    const stopped = await tx.query<StoppedTicket>(
      `UPDATE lottery_suborders later SET status = 'refunded'
         FROM lottery_orders o, lottery_draws ld, lottery_draws this
        WHERE this.id = $1 AND o.stop_on_win AND later.order_id = o.id AND later.status = 'placed'
          AND ld.id = later.draw_id AND ld.draw_at > this.draw_at
          AND EXISTS (SELECT 1 FROM lottery_suborders w WHERE w.order_id = o.id AND w.draw_id = $1 AND w.status = 'won')
       RETURNING later.draw_id, later.bet_type, later.selection, later.unit_stake, later.combinations, later.amount,
                 o.prize_mode`,
      [draw.id],
    );
    const byDraw = new Map<bigint, LiabilityShare[]>();
    for (const t of stopped.rows) {
      const bet = {
        gameId: game.gameId,
        betType: t.bet_type,
        selection: t.selection,
        unitStake: t.unit_stake,
        combinations: t.combinations,
        totalStake: t.amount,
      };
      const shares = liabilitySharesOf(game, t.prize_mode as PrizeModeCode, bet);
      byDraw.set(t.draw_id, [...(byDraw.get(t.draw_id) ?? []), ...shares]);
    }
    for (const [drawId, shares] of byDraw) await releaseLiability(tx, drawId, mergeShares(shares));
    await tx.query(
      `UPDATE lottery_orders o SET status = 'settled'
        WHERE o.status = 'placed' AND o.id IN (SELECT order_id FROM lottery_suborders WHERE draw_id = $1)
          AND NOT EXISTS (SELECT 1 FROM lottery_suborders s WHERE s.order_id = o.id AND s.status IN ('pending', 'placed'))`,
      [draw.id],
    );
  };
}
