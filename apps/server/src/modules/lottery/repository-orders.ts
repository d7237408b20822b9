import type { LotteryDrawStatus } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { DrawResult, Selection } from './engine';
import type { LiabilityShare } from './liability';

export type OrderStatus = 'pending' | 'refused' | 'placed' | 'settled' | 'cancelled';
export type SuborderStatus = 'pending' | 'refused' | 'placed' | 'cancelled' | 'won' | 'lost' | 'refunded';

export type OrderRow = {
  id: bigint;
  account_id: bigint;
  client_order_id: string;
  request_hash: string;
  wallet_session_id: string;
  game_id: string;
  draw_id: bigint;
  draw_number: string;
  prize_mode: string;
  follow_draws: number;
  stop_on_win: boolean;
  total: bigint;
  status: OrderStatus;
  created_at: Date;
  win_total: bigint;
};

export type SuborderRow = {
  id: bigint;
  order_id: bigint;
  draw_id: bigint;
  draw_number: string;
  bet_type: string;
  selection: Selection;
  unit_stake: bigint;
  combinations: number;
  amount: bigint;
  status: SuborderStatus;
  win_amount: bigint | null;
  settled_at: Date | null;
};

export type OrderDrawRow = {
  id: bigint;
  status: LotteryDrawStatus;
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  result: DrawResult | null;
};

export type NewSuborder = {
  betType: string;
  selection: Selection;
  unitStake: bigint;
  combinations: number;
  amount: bigint;
};

const ORDER_COLUMNS = `o.id, o.account_id, o.client_order_id, o.request_hash, o.wallet_session_id, o.game_id, o.draw_id,
  d.draw_number, o.prize_mode, o.follow_draws, o.stop_on_win, o.total, o.status, o.created_at,
  (SELECT coalesce(sum(s.win_amount), 0)::int8 FROM lottery_suborders s WHERE s.order_id = o.id) AS win_total`;

const SUBORDER_COLUMNS = `s.id, s.order_id, s.draw_id, d.draw_number, s.bet_type, s.selection, s.unit_stake, s.combinations,
  s.amount, s.status, s.win_amount, s.settled_at`;

/** Sales are open by the times, whatever the jobs have marked yet (docs/server/lottery-draws.md). */
const onSale = (now: string) => `d.opens_at <= ${now} AND ${now} < d.closes_at AND d.status IN ('scheduled', 'open')`;
/** A ticket may be cancelled until its draw's sales close (a follow's later draws before they even open). */
const beforeClose = (now: string) => `${now} < d.closes_at AND d.status IN ('scheduled', 'open')`;

/** Gives back shares of a draw's liability (a ticket cancelled, refused or stopped). */
export async function releaseLiability(
  db: Queryable,
  drawId: bigint,
  shares: readonly LiabilityShare[],
): Promise<void> {
  if (shares.length === 0) return;
  await db.query(
    `UPDATE lottery_liability l SET liability = greatest(l.liability - u.amount, 0)
       FROM unnest($2::text[], $3::text[], $4::int8[]) AS u(bet_type, selection, amount)
      WHERE l.draw_id = $1 AND l.bet_type = u.bet_type AND l.selection = u.selection`,
    [drawId, shares.map((s) => s.betType), shares.map((s) => s.selection), shares.map((s) => s.amount)],
  );
}

/** The orders' SQL; every write guards the state it changes from, so a repeated or racing call changes nothing twice. */
export function ordersRepository(db: Queryable, merchant: string) {
  return {
    async draw(gameId: string, drawNumber: string): Promise<OrderDrawRow | undefined> {
      const { rows } = await db.query<OrderDrawRow>(
        `SELECT id, status, opens_at, closes_at, draw_at, result FROM lottery_draws
          WHERE merchant = $1 AND game_id = $2 AND draw_number = $3`,
        [merchant, gameId, drawNumber],
      );
      return rows[0];
    },

    /** The game's next `count` draws from `first` on (a follow), void ones left out, in draw order. */
    async drawsFrom(gameId: string, first: OrderDrawRow, count: number): Promise<OrderDrawRow[]> {
      const { rows } = await db.query<OrderDrawRow>(
        `SELECT id, status, opens_at, closes_at, draw_at, result FROM lottery_draws
          WHERE merchant = $1 AND game_id = $2 AND draw_at >= $3 AND status <> 'void'
          ORDER BY draw_at LIMIT $4`,
        [merchant, gameId, first.draw_at, count],
      );
      return rows;
    },

    async drawById(id: bigint): Promise<OrderDrawRow> {
      const { rows } = await db.query<OrderDrawRow>(
        'SELECT id, status, opens_at, closes_at, draw_at, result FROM lottery_draws WHERE id = $1',
        [id],
      );
      return rows[0]!;
    },

    async orderByClientId(accountId: bigint, clientOrderId: string): Promise<OrderRow | undefined> {
      const { rows } = await db.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM lottery_orders o JOIN lottery_draws d ON d.id = o.draw_id
          WHERE o.merchant = $1 AND o.account_id = $2 AND o.client_order_id = $3`,
        [merchant, accountId, clientOrderId],
      );
      return rows[0];
    },

    async order(id: bigint): Promise<OrderRow | undefined> {
      const { rows } = await db.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM lottery_orders o JOIN lottery_draws d ON d.id = o.draw_id
          WHERE o.merchant = $1 AND o.id = $2`,
        [merchant, id],
      );
      return rows[0];
    },

    async suborders(orderId: bigint): Promise<SuborderRow[]> {
      const { rows } = await db.query<SuborderRow>(
        `SELECT ${SUBORDER_COLUMNS} FROM lottery_suborders s JOIN lottery_draws d ON d.id = s.draw_id
          WHERE s.order_id = $1 ORDER BY s.id`,
        [orderId],
      );
      return rows;
    },

    async suborder(id: bigint): Promise<(SuborderRow & { account_id: bigint; wallet_session_id: string }) | undefined> {
      const { rows } = await db.query<SuborderRow & { account_id: bigint; wallet_session_id: string }>(
        `SELECT ${SUBORDER_COLUMNS}, o.account_id, o.wallet_session_id
           FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id JOIN lottery_draws d ON d.id = s.draw_id
          WHERE o.merchant = $1 AND s.id = $2`,
        [merchant, id],
      );
      return rows[0];
    },

    async insertOrder(order: {
      accountId: bigint;
      clientOrderId: string;
      requestHash: string;
      walletSessionId: string;
      gameId: string;
      drawId: bigint;
      prizeMode: string;
      followDraws: number;
      stopOnWin: boolean;
      total: bigint;
      now: Date;
    }): Promise<bigint> {
      const { rows } = await db.query<{ id: bigint }>(
        `INSERT INTO lottery_orders (merchant, account_id, client_order_id, request_hash, wallet_session_id, game_id,
                                     draw_id, prize_mode, follow_draws, stop_on_win, total, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12) RETURNING id`,
        [
          merchant,
          order.accountId,
          order.clientOrderId,
          order.requestHash,
          order.walletSessionId,
          order.gameId,
          order.drawId,
          order.prizeMode,
          order.followDraws,
          order.stopOnWin,
          order.total,
          order.now,
        ],
      );
      return rows[0]!.id;
    },

    async insertSuborders(orderId: bigint, drawId: bigint, suborders: readonly NewSuborder[]): Promise<bigint[]> {
      const { rows } = await db.query<{ id: bigint }>(
        `INSERT INTO lottery_suborders (order_id, draw_id, bet_type, selection, unit_stake, combinations, amount, status)
         SELECT $1, $2, u.bet_type, u.selection::jsonb, u.unit_stake, u.combinations, u.amount, 'pending'
           FROM unnest($3::text[], $4::text[], $5::int8[], $6::int4[], $7::int8[]) WITH ORDINALITY
                AS u(bet_type, selection, unit_stake, combinations, amount, n)
          ORDER BY u.n
         RETURNING id`,
        [
          orderId,
          drawId,
          suborders.map((s) => s.betType),
          suborders.map((s) => JSON.stringify(s.selection)),
          suborders.map((s) => s.unitStake),
          suborders.map((s) => s.combinations),
          suborders.map((s) => s.amount),
        ],
      );
      return rows.map((row) => row.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    },

    /** Adds an order's shares to a draw's liability, locking each key's row; answers the keys as they now stand. */
    async addLiability(
      drawId: bigint,
      shares: readonly LiabilityShare[],
    ): Promise<{ bet_type: string; selection: string; liability: bigint }[]> {
      if (shares.length === 0) return [];
      const { rows } = await db.query<{ bet_type: string; selection: string; liability: bigint }>(
        `INSERT INTO lottery_liability (draw_id, bet_type, selection, liability)
         SELECT $1, u.bet_type, u.selection, u.amount
           FROM unnest($2::text[], $3::text[], $4::int8[]) WITH ORDINALITY AS u(bet_type, selection, amount, n)
          ORDER BY u.n
         ON CONFLICT (draw_id, bet_type, selection)
           DO UPDATE SET liability = lottery_liability.liability + EXCLUDED.liability
         RETURNING bet_type, selection, liability`,
        [drawId, shares.map((s) => s.betType), shares.map((s) => s.selection), shares.map((s) => s.amount)],
      );
      return rows;
    },

    releaseLiability: (drawId: bigint, shares: readonly LiabilityShare[]) => releaseLiability(db, drawId, shares),

    /** pending -> placed, only while the draw is still on sale; false once sales closed (or it was refused). */
    async markPlaced(orderId: bigint, now: Date): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE lottery_orders o SET status = 'placed' FROM lottery_draws d
          WHERE o.id = $1 AND o.status = 'pending' AND d.id = o.draw_id AND ${onSale('$2')}`,
        [orderId, now],
      );
      if (rowCount === 0) return false;
      await db.query(`UPDATE lottery_suborders SET status = 'placed' WHERE order_id = $1 AND status = 'pending'`, [
        orderId,
      ]);
      return true;
    },

    /** pending -> refused: its stakes are owed back; answers the tickets refused (none when it was not pending). */
    async markRefused(orderId: bigint): Promise<SuborderRow[]> {
      const { rowCount } = await db.query(
        `UPDATE lottery_orders SET status = 'refused' WHERE id = $1 AND status = 'pending'`,
        [orderId],
      );
      if (rowCount === 0) return [];
      const { rows } = await db.query<SuborderRow>(
        `UPDATE lottery_suborders SET status = 'refused' WHERE order_id = $1 AND status = 'pending'
         RETURNING id, order_id, draw_id, bet_type, selection, unit_stake, combinations, amount, status`,
        [orderId],
      );
      return rows;
    },

    /** placed -> cancelled until its draw's sales close; the order too once none of its tickets stands. */
    async cancel(suborderId: bigint, now: Date): Promise<boolean> {
      const { rows } = await db.query<{ order_id: bigint }>(
        `UPDATE lottery_suborders s SET status = 'cancelled' FROM lottery_draws d
          WHERE s.id = $1 AND s.status = 'placed' AND d.id = s.draw_id AND ${beforeClose('$2')}
         RETURNING s.order_id`,
        [suborderId, now],
      );
      const orderId = rows[0]?.order_id;
      if (orderId === undefined) return false;
      await db.query(
        `UPDATE lottery_orders o SET status = 'cancelled' WHERE o.id = $1 AND o.status = 'placed'
           AND NOT EXISTS (SELECT 1 FROM lottery_suborders s WHERE s.order_id = o.id AND s.status <> 'cancelled')`,
        [orderId],
      );
      return true;
    },

    /** Marks tickets' money as moved (a win paid, a stake returned). */
    async markPaid(ids: readonly bigint[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.query('UPDATE lottery_suborders SET paid_at = $2 WHERE id = ANY($1::int8[]) AND paid_at IS NULL', [
        ids,
        now,
      ]);
    },

    async page(
      accountId: bigint,
      filter: { gameId?: string; status?: string; from?: Date; to?: Date },
      pageNo: number,
      pageSize: number,
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const where = `o.merchant = $1 AND o.account_id = $2 AND o.status IN ('placed', 'settled', 'cancelled')
        AND ($3::text IS NULL OR o.game_id = $3) AND ($4::text IS NULL OR o.status = $4)
        AND ($5::timestamptz IS NULL OR o.created_at >= $5) AND ($6::timestamptz IS NULL OR o.created_at < $6)`;
      const params = [
        merchant,
        accountId,
        filter.gameId ?? null,
        filter.status ?? null,
        filter.from ?? null,
        filter.to ?? null,
      ];
      const counted = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM lottery_orders o WHERE ${where}`,
        params,
      );
      const { rows } = await db.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM lottery_orders o JOIN lottery_draws d ON d.id = o.draw_id WHERE ${where}
          ORDER BY o.created_at DESC, o.id DESC LIMIT $7 OFFSET $8`,
        [...params, pageSize, (pageNo - 1) * pageSize],
      );
      return { rows, total: counted.rows[0]?.n ?? 0 };
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
