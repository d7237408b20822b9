import type { Db, Queryable } from '../../db/db';
import { orderWalletIds as ids, owedCall, type OrderWallet } from './order-wallet';
import { ordersRepository } from './repository-orders';

/** Money movements sent per batch, and at once within it (the wallet queues calls of one round on its row lock). */
const PAY_BATCH = 500;
const PAY_AT_ONCE = 8;
/** A pending order whose draw closed this long ago will never be placed: its placing call died. */
const PENDING_GRACE_MS = 60_000;

type OwedRefund = { id: bigint; order_id: bigint; draw_id: bigint; wallet_session_id: string };
type ReadyRound = { order_id: bigint; draw_id: bigint; wallet_session_id: string; owed: bigint };

/** Orders of `ids` with no ticket left to decide become settled. */
export async function settleFinished(tx: Queryable, orderIds: readonly bigint[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.query(
    `UPDATE lottery_orders o SET status = 'settled' WHERE o.id = ANY($1::int8[]) AND o.status = 'placed'
       AND NOT EXISTS (SELECT 1 FROM lottery_suborders s WHERE s.order_id = o.id AND s.status IN ('pending', 'placed'))`,
    [orderIds],
  );
}

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The payout run (job lottery-payout): moves the money the tickets' states say is owed, through the wallet, with ids
 * derived from the tickets and rounds (a retry moves nothing twice):
 * - tickets of a void draw still placed become refunds; orders left pending after their draw closed are refused;
 * - refunds (refused, cancelled, voided tickets) by a rollback of the ticket's bet, before the round's win (the wallet
 *   refuses a rollback in a round that already paid);
 * - then each order round whose tickets are all decided and refunded ends with one call: a win of the sum its winning
 *   tickets are owed, with endRound, or endRound alone when none won. One call per round, not per winner: an order of
 *   fifty tickets costs the wallet one payout.
 * Every step reads the rows' state, so a run repeated or cut short does nothing twice; a round's sum is fixed once its
 * draw is decided, so a win repeated after a crash is the same call and the wallet answers it with its first answer.
 */
export function createPayouts({
  db,
  merchant,
  clock,
  wallet,
}: {
  db: Db;
  merchant: string;
  clock: () => number;
  wallet: OrderWallet;
}) {
  const repo = ordersRepository(db, merchant);

  async function owedRefunds(after: bigint): Promise<OwedRefund[]> {
    const { rows } = await db.query<OwedRefund>(
      `SELECT s.id, s.order_id, s.draw_id, o.wallet_session_id
         FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
        WHERE s.paid_at IS NULL AND s.status IN ('refused', 'cancelled', 'refunded') AND s.id > $1 AND o.merchant = $2
        ORDER BY s.id LIMIT ${PAY_BATCH}`,
      [after, merchant],
    );
    return rows;
  }

  /** Rounds with every ticket decided and every refund made, not yet ended: what their winners are owed in all. */
  async function readyRounds(): Promise<ReadyRound[]> {
    const { rows } = await db.query<ReadyRound>(
      `SELECT s.order_id, s.draw_id, o.wallet_session_id,
              coalesce(sum(s.win_amount) FILTER (WHERE s.status = 'won' AND s.paid_at IS NULL), 0)::int8 AS owed
         FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
        WHERE o.merchant = $1 AND s.round_ended_at IS NULL AND s.status NOT IN ('pending', 'placed')
        GROUP BY s.order_id, s.draw_id, o.wallet_session_id
       HAVING bool_and(s.paid_at IS NOT NULL OR s.status = 'won')
          AND NOT EXISTS (SELECT 1 FROM lottery_suborders p WHERE p.order_id = s.order_id AND p.draw_id = s.draw_id
                             AND p.status IN ('pending', 'placed'))
        ORDER BY s.order_id, s.draw_id LIMIT ${PAY_BATCH}`,
      [merchant],
    );
    return rows;
  }

  const refund = (ticket: OwedRefund) =>
    owedCall(() =>
      wallet.rollback({
        sessionId: ticket.wallet_session_id,
        roundId: ids.round(ticket.order_id, ticket.draw_id),
        transactionId: ids.refund(ticket.id),
        betTransactionId: ids.bet(ticket.id),
      }),
    );

  const endRound = (round: ReadyRound) => {
    const base = { sessionId: round.wallet_session_id, roundId: ids.round(round.order_id, round.draw_id) };
    return owedCall(() =>
      round.owed > 0n
        ? wallet.win({
            ...base,
            transactionId: ids.win(round.order_id, round.draw_id),
            amount: round.owed,
            endRound: true,
          })
        : wallet.endRound({ ...base, transactionId: ids.end(round.order_id, round.draw_id) }),
    );
  };

  return {
    async payOut(): Promise<{ paid: number; roundsEnded: number }> {
      const now = new Date(clock());
      await db.transaction(async (tx) => {
        const voided = await tx.query<{ order_id: bigint }>(
          `UPDATE lottery_suborders s SET status = 'refunded' FROM lottery_draws d, lottery_orders o
            WHERE d.id = s.draw_id AND d.status = 'void' AND s.status = 'placed' AND o.id = s.order_id
              AND o.merchant = $1
           RETURNING s.order_id`,
          [merchant],
        );
        await settleFinished(tx, [...new Set(voided.rows.map((r) => r.order_id))]);
        const { rows } = await tx.query<{ id: bigint }>(
          `UPDATE lottery_orders o SET status = 'refused' FROM lottery_draws d
            WHERE o.merchant = $1 AND o.status = 'pending' AND d.id = o.draw_id AND d.closes_at < $2
           RETURNING o.id`,
          [merchant, new Date(now.getTime() - PENDING_GRACE_MS)],
        );
        if (rows.length > 0) {
          await tx.query(
            `UPDATE lottery_suborders SET status = 'refused' WHERE order_id = ANY($1::int8[]) AND status = 'pending'`,
            [rows.map((r) => r.id)],
          );
        }
      });

      let paidCount = 0;
      let after = 0n;
      for (;;) {
        const batch = await owedRefunds(after);
        if (batch.length === 0) break;
        const paid: bigint[] = [];
        await inParallel(batch, PAY_AT_ONCE, async (ticket) => {
          if (await refund(ticket)) paid.push(ticket.id);
        });
        await repo.markPaid(paid, new Date(clock()));
        paidCount += paid.length;
        after = batch[batch.length - 1]!.id;
        if (batch.length < PAY_BATCH) break;
      }

      let roundsEnded = 0;
      for (;;) {
        const rounds = await readyRounds();
        const ended: ReadyRound[] = [];
        await inParallel(rounds, PAY_AT_ONCE, async (round) => {
          if (await endRound(round)) ended.push(round);
        });
        if (ended.length > 0) {
          // the rows locked in id order: another instance's run ending the same rounds (its list in another order, as
          // its wallet calls answered) would otherwise lock them in another order, and one of the two deadlocks
          await db.query(
            `WITH ordered AS (
               SELECT s.id FROM lottery_suborders s JOIN unnest($1::int8[], $2::int8[]) AS u(order_id, draw_id)
                   ON s.order_id = u.order_id AND s.draw_id = u.draw_id
                WHERE s.round_ended_at IS NULL AND s.status NOT IN ('pending', 'placed') ORDER BY s.id FOR UPDATE OF s)
             UPDATE lottery_suborders s
                SET round_ended_at = $3, paid_at = CASE WHEN s.status = 'won' THEN coalesce(s.paid_at, $3) ELSE s.paid_at END
               FROM ordered WHERE s.id = ordered.id AND s.round_ended_at IS NULL`,
            [ended.map((r) => r.order_id), ended.map((r) => r.draw_id), new Date(clock())],
          );
          paidCount += ended.filter((r) => r.owed > 0n).length;
        }
        roundsEnded += ended.length;
        if (rounds.length < PAY_BATCH || ended.length === 0) break;
      }
      return { paid: paidCount, roundsEnded };
    },
  };
}

export type Payouts = ReturnType<typeof createPayouts>;
