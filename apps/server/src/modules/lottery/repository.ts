import type { LotteryDrawStatus } from '@palaro/contract';
import type { Queryable } from '../../db/db';
import type { DrawResult } from './engine';

export type DrawRow = {
  id: bigint;
  game_id: string;
  draw_number: string;
  result_source: 'house' | 'official';
  opens_at: Date;
  closes_at: Date;
  draw_at: Date;
  status: LotteryDrawStatus;
  secret: string | null;
  commitment: string | null;
  result: DrawResult | null;
  result_feed: string | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  void_reason: string | null;
  voided_by_name: string | null;
  voided_at: Date | null;
  entered_by: bigint | null;
  entered_by_name: string | null;
  entered_at: Date | null;
  entry_result: DrawResult | null;
  confirmed_by_name: string | null;
  confirmed_at: Date | null;
};

export type NewDraw = {
  gameId: string;
  drawNumber: string;
  resultSource: 'house' | 'official';
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  secret: string | null;
  commitment: string | null;
};

const SELECT = `
  SELECT d.id, d.game_id, d.draw_number, d.result_source, d.opens_at, d.closes_at, d.draw_at, d.status, d.secret,
         d.commitment, d.result, d.result_feed, d.drawn_at, d.settled_at, d.void_reason, v.username AS voided_by_name,
         d.voided_at,
         e.entered_by, eo.username AS entered_by_name, e.entered_at, e.result AS entry_result,
         co.username AS confirmed_by_name, e.confirmed_at
    FROM lottery_draws d
    LEFT JOIN operators v ON v.id = d.voided_by
    LEFT JOIN lottery_result_entries e ON e.draw_id = d.id
    LEFT JOIN operators eo ON eo.id = e.entered_by
    LEFT JOIN operators co ON co.id = e.confirmed_by`;

export type DrawFilter = {
  gameId?: string | undefined;
  status?: LotteryDrawStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/** The draws of one merchant: the only writer of lottery_draws and lottery_result_entries. */
export function drawRepository(db: Queryable, merchant: string) {
  return {
    /**
     * Inserts the draws not there yet; a draw another instance created first is left as it is (its secret too), so
     * however many instances schedule at once each draw exists once. Answers how many were new.
     */
    async createMissing(draws: readonly NewDraw[], now: Date): Promise<number> {
      if (draws.length === 0) return 0;
      const column = <K extends keyof NewDraw>(key: K) => draws.map((draw) => draw[key]);
      const { rowCount } = await db.query(
        `INSERT INTO lottery_draws
           (merchant, game_id, draw_number, result_source, opens_at, closes_at, draw_at, secret, commitment, created_at)
         SELECT $1, u.*, $10::timestamptz
           FROM unnest($2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::timestamptz[],
                       $8::text[], $9::text[]) AS u
         ON CONFLICT (merchant, game_id, draw_number) DO NOTHING`,
        [
          merchant,
          column('gameId'),
          column('drawNumber'),
          column('resultSource'),
          column('opensAt'),
          column('closesAt'),
          column('drawAt'),
          column('secret'),
          column('commitment'),
          now,
        ],
      );
      return rowCount;
    },

    /** The latest draw time stored of each game (where scheduling resumes). */
    async lastDrawTimes(): Promise<Map<string, Date>> {
      const { rows } = await db.query<{ game_id: string; last: Date }>(
        `SELECT game_id, max(draw_at) AS last FROM lottery_draws WHERE merchant = $1 GROUP BY game_id`,
        [merchant],
      );
      return new Map(rows.map((row) => [row.game_id, row.last]));
    },

    async one(gameId: string, drawNumber: string, lock = false): Promise<DrawRow | undefined> {
      const { rows } = await db.query<DrawRow>(
        `${SELECT} WHERE d.merchant = $1 AND d.game_id = $2 AND d.draw_number = $3${lock ? ' FOR UPDATE OF d' : ''}`,
        [merchant, gameId, drawNumber],
      );
      return rows[0];
    },

    /** The draw of a game open for sale at `now` (by its times, whatever the jobs have marked yet). */
    async openAt(gameId: string, now: Date): Promise<DrawRow | undefined> {
      const { rows } = await db.query<DrawRow>(
        `${SELECT} WHERE d.merchant = $1 AND d.game_id = $2 AND d.status IN ('scheduled', 'open')
            AND d.opens_at <= $3 AND d.closes_at > $3
          ORDER BY d.draw_at LIMIT 1`,
        [merchant, gameId, now],
      );
      return rows[0];
    },

    /** Of each game, the draw open for sale at `now` and the latest finished one (the menu: one query per list). */
    async boardOf(gameIds: readonly string[], now: Date): Promise<{ open: DrawRow[]; last: DrawRow[] }> {
      // one index walk per game (merchant, game_id, draw_at), however long the history
      const perGame = (where: string, order: string) =>
        `SELECT x.* FROM unnest($2::text[]) AS g (game_id)
           CROSS JOIN LATERAL (${SELECT} WHERE d.merchant = $1 AND d.game_id = g.game_id AND ${where}
                                ORDER BY d.draw_at ${order} LIMIT 1) AS x`;
      const [open, last] = await Promise.all([
        db.query<DrawRow>(
          perGame(`d.status IN ('scheduled', 'open') AND d.opens_at <= $3 AND d.closes_at > $3`, 'ASC'),
          [merchant, gameIds, now],
        ),
        db.query<DrawRow>(perGame(`d.status IN ('drawn', 'settled', 'void')`, 'DESC'), [merchant, gameIds]),
      ]);
      return { open: open.rows, last: last.rows };
    },

    /** The latest draw of a game whose draw time has passed. */
    async previousAt(gameId: string, now: Date): Promise<DrawRow | undefined> {
      const { rows } = await db.query<DrawRow>(
        `${SELECT} WHERE d.merchant = $1 AND d.game_id = $2 AND d.draw_at <= $3 ORDER BY d.draw_at DESC LIMIT 1`,
        [merchant, gameId, now],
      );
      return rows[0];
    },

    /** The last `limit` finished (drawn, settled or void) draws of the games, newest first. */
    async finished(gameIds: readonly string[], limit: number): Promise<DrawRow[]> {
      const { rows } = await db.query<DrawRow>(
        `${SELECT} WHERE d.merchant = $1 AND d.game_id = ANY($2::text[]) AND d.status IN ('drawn', 'settled', 'void')
          ORDER BY d.draw_at DESC, d.game_id LIMIT $3`,
        [merchant, gameIds, limit],
      );
      return rows;
    },

    async page(filter: DrawFilter, pageNo: number, pageSize: number): Promise<{ rows: DrawRow[]; total: number }> {
      const where = [`d.merchant = $1`];
      const params: unknown[] = [merchant];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        where.push(sql.replace('?', `$${params.length}`));
      };
      if (filter.gameId) add('d.game_id = ?', filter.gameId);
      if (filter.status) add('d.status = ?', filter.status);
      if (filter.from) add('d.draw_at >= ?', filter.from);
      if (filter.to) add('d.draw_at < ?', filter.to);
      const clause = where.join(' AND ');
      const count = await db.query<{ total: bigint }>(
        `SELECT count(*)::int8 AS total FROM lottery_draws d WHERE ${clause}`,
        params,
      );
      const { rows } = await db.query<DrawRow>(
        `${SELECT} WHERE ${clause} ORDER BY d.draw_at DESC, d.game_id LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
        params,
      );
      return { rows, total: Number(count.rows[0]?.total ?? 0n) };
    },

    /** scheduled -> open and open -> closed by the draws' times; answers how many moved. */
    async openAndClose(now: Date): Promise<number> {
      const opened = await db.query(
        `UPDATE lottery_draws SET status = 'open'
          WHERE merchant = $1 AND status = 'scheduled' AND opens_at <= $2 AND closes_at > $2`,
        [merchant, now],
      );
      const closed = await db.query(
        `UPDATE lottery_draws SET status = 'closed'
          WHERE merchant = $1 AND status IN ('scheduled', 'open') AND closes_at <= $2`,
        [merchant, now],
      );
      return opened.rowCount + closed.rowCount;
    },

    /** House draws due at `now`, not yet drawn, locked for this transaction (another instance skips them). */
    async dueHouseDraws(now: Date, limit: number): Promise<DrawRow[]> {
      const { rows } = await db.query<DrawRow>(
        `${SELECT} WHERE d.merchant = $1 AND d.result_source = 'house' AND d.status = 'closed' AND d.draw_at <= $2
          ORDER BY d.draw_at LIMIT $3 FOR UPDATE OF d SKIP LOCKED`,
        [merchant, now, limit],
      );
      return rows;
    },

    /** closed -> drawn with its result; false when it was no longer closed (drawn by another run, or voided). */
    async markDrawn(id: bigint, result: DrawResult, now: Date): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE lottery_draws SET status = 'drawn', result = $3, drawn_at = $4
          WHERE merchant = $1 AND id = $2 AND status = 'closed'`,
        [merchant, id, JSON.stringify(result), now],
      );
      return rowCount === 1;
    },

    /**
     * Drawn draws waiting for settlement, locked for this transaction (another instance skips them), in draw order: a
     * game's earlier draw settles before its later ones even when one run drew them together (same drawn_at), so a
     * stop-on-win follow order gives up its later draws before they are decided.
     */
    async drawnToSettle(limit: number): Promise<DrawRow[]> {
      const { rows } = await db.query<DrawRow>(
        `${SELECT} WHERE d.merchant = $1 AND d.status = 'drawn' ORDER BY d.draw_at, d.id LIMIT $2
           FOR UPDATE OF d SKIP LOCKED`,
        [merchant, limit],
      );
      return rows;
    },

    async markSettled(id: bigint, now: Date): Promise<void> {
      await db.query(
        `UPDATE lottery_draws SET status = 'settled', settled_at = $3 WHERE merchant = $1 AND id = $2 AND status = 'drawn'`,
        [merchant, id, now],
      );
    },

    async markVoid(id: bigint, reason: string, operatorId: bigint, now: Date): Promise<void> {
      await db.query(
        `UPDATE lottery_draws SET status = 'void', void_reason = $3, voided_by = $4, voided_at = $5
          WHERE merchant = $1 AND id = $2`,
        [merchant, id, reason, operatorId, now],
      );
    },

    /** A pending entry, new or replacing the pending one (the draw's row is locked by the caller). */
    async enter(drawId: bigint, result: DrawResult, operatorId: bigint, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO lottery_result_entries (draw_id, result, entered_by, entered_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (draw_id) DO UPDATE SET result = $2, entered_by = $3, entered_at = $4
          WHERE lottery_result_entries.confirmed_by IS NULL`,
        [drawId, JSON.stringify(result), operatorId, now],
      );
    },

    async confirm(drawId: bigint, operatorId: bigint, now: Date): Promise<void> {
      await db.query(`UPDATE lottery_result_entries SET confirmed_by = $2, confirmed_at = $3 WHERE draw_id = $1`, [
        drawId,
        operatorId,
        now,
      ]);
    },

    /** An official draw's confirmed result: from whatever state before drawn, straight to drawn. */
    /** Official draws past their time by `before` with no result yet and no operator entry under way. */
    async awaitingFeed(before: Date, limit: number): Promise<DrawRow[]> {
      const { rows } = await db.query<DrawRow>(
        `${SELECT} WHERE d.merchant = $1 AND d.result_source = 'official' AND d.status = 'closed' AND d.draw_at <= $2
            AND e.draw_id IS NULL
          ORDER BY d.draw_at LIMIT $3`,
        [merchant, before, limit],
      );
      return rows;
    },

    /** A feed's result for an official draw that is still closed and has no operator entry; false otherwise. */
    async markFedDrawn(id: bigint, result: DrawResult, feed: string, now: Date): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE lottery_draws d SET status = 'drawn', result = $3, result_feed = $4, drawn_at = $5
          WHERE d.merchant = $1 AND d.id = $2 AND d.status = 'closed' AND d.result_source = 'official'
            AND NOT EXISTS (SELECT 1 FROM lottery_result_entries e WHERE e.draw_id = d.id)`,
        [merchant, id, JSON.stringify(result), feed, now],
      );
      return (rowCount ?? 0) > 0;
    },

    async markOfficialDrawn(id: bigint, result: DrawResult, now: Date): Promise<void> {
      await db.query(
        `UPDATE lottery_draws SET status = 'drawn', result = $3, drawn_at = $4
          WHERE merchant = $1 AND id = $2 AND status IN ('scheduled', 'open', 'closed')`,
        [merchant, id, JSON.stringify(result), now],
      );
    },
  };
}

export type DrawRepository = ReturnType<typeof drawRepository>;
