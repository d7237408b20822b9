import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { Clock } from '../../security/clock';
import type { DrawGame } from './draw-games';
import { commitmentOf, createDrawSecret, deriveResult, parseOfficialResult } from './engine';
import { drawRepository, type NewDraw } from './repository';
import type { ResultsFeed } from './results-feed';
import { previousDrawAt, slotsBetween } from './schedule';
import type { DrawSettler } from './settlement';
import { drawIdOf } from './view';

type Deps = {
  db: Db;
  merchant: string;
  clock: Clock;
  games: ReadonlyMap<string, DrawGame>;
  settle: DrawSettler;
  log: FastifyBaseLogger;
  /** Official results from a feed as well as from two operators; none: operators only. */
  feed?: ResultsFeed | undefined;
};

/** Draws taken per transaction by the drawing and settling runs, so one long backlog never holds one big lock. */
const BATCH = 50;

/**
 * The draws' life as the jobs drive it: created ahead from the schedules, opened and closed by their times, house
 * draws drawn from their stored secrets, drawn draws settled. Every step looks at the rows' state, so a run repeated
 * (a retry, two instances) changes nothing twice.
 */
export function createDrawLifecycle({ db, merchant, clock, games, settle, log, feed }: Deps) {
  /** Official draws past their time with no operator entry under way take the feed's result once it has one. */
  async function takeFeedResults(now: Date): Promise<number> {
    if (!feed) return 0;
    const repository = drawRepository(db, merchant);
    let taken = 0;
    for (const row of await repository.awaitingFeed(now, BATCH)) {
      const game = games.get(row.game_id)?.game;
      if (!game) continue;
      const answer = await feed.resultOf(game, { drawNumber: row.draw_number, drawAt: row.draw_at }, now.getTime());
      if (answer === null) continue;
      // checked like an operator's entry: a feed is outside the house and may send what no draw can produce
      const parsed = parseOfficialResult(game, answer);
      if (!parsed.ok) {
        log.error(
          { gameId: row.game_id, drawNumber: row.draw_number, feed: feed.name },
          'lottery: a feed result refused',
        );
        continue;
      }
      if (await repository.markFedDrawn(row.id, parsed.value, feed.name, now)) taken += 1;
    }
    return taken;
  }

  return {
    /** Creates each game's draws up to its look-ahead; answers how many were new. */
    async schedule(): Promise<number> {
      const now = clock();
      const repository = drawRepository(db, merchant);
      const last = await repository.lastDrawTimes();
      const drawn: NewDraw[] = [];
      for (const { game, plan, salesCloseSeconds, aheadSeconds } of games.values()) {
        // only the draws after the last one stored: the rest exist already
        const from = Math.max(now, last.get(game.gameId)?.getTime() ?? 0);
        const slots = slotsBetween(plan, from, now + aheadSeconds * 1000);
        let opensAt = slots.length === 0 ? now : previousDrawAt(plan, slots[0]!.drawAt);
        for (const slot of slots) {
          const secret = game.resultSource === 'house' ? createDrawSecret() : null;
          drawn.push({
            gameId: game.gameId,
            drawNumber: slot.drawNumber,
            resultSource: game.resultSource,
            opensAt: new Date(opensAt),
            closesAt: new Date(Math.max(opensAt, slot.drawAt - salesCloseSeconds * 1000)),
            drawAt: new Date(slot.drawAt),
            secret,
            commitment: secret === null ? null : commitmentOf(secret),
          });
          opensAt = slot.drawAt;
        }
      }
      let created = 0;
      for (let start = 0; start < drawn.length; start += 500)
        created += await repository.createMissing(drawn.slice(start, start + 500), new Date(now));
      return created;
    },

    /** Opens and closes sales by time, then draws every house draw that is due and takes the feed's results. */
    async advance(): Promise<{ moved: number; drawn: number }> {
      const now = new Date(clock());
      const moved = await drawRepository(db, merchant).openAndClose(now);
      let drawn = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const repository = drawRepository(tx, merchant);
          const due = await repository.dueHouseDraws(now, BATCH);
          let done = 0;
          for (const row of due) {
            const game = games.get(row.game_id)?.game;
            if (!game || row.secret === null) {
              log.error({ gameId: row.game_id, drawNumber: row.draw_number }, 'lottery: a house draw it cannot draw');
              continue;
            }
            if (await repository.markDrawn(row.id, deriveResult(game, row.secret, drawIdOf(row)), now)) done += 1;
          }
          return done;
        });
        drawn += batch;
        if (batch < BATCH) break;
      }
      drawn += await takeFeedResults(now);
      return { moved, drawn };
    },

    /** Settles drawn draws (the settlement queue); answers how many. */
    async settleDrawn(): Promise<number> {
      let settled = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const repository = drawRepository(tx, merchant);
          const rows = await repository.drawnToSettle(BATCH);
          for (const row of rows) {
            await settle(tx, { id: row.id, gameId: row.game_id, drawNumber: row.draw_number, result: row.result! });
            await repository.markSettled(row.id, new Date(clock()));
          }
          return rows.length;
        });
        settled += batch;
        if (batch < BATCH) return settled;
      }
    },
  };
}

export type DrawLifecycle = ReturnType<typeof createDrawLifecycle>;
