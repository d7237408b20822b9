import type { OpsLotteryDraw } from '@palaro/contract';
import type { Db } from '../../db/db';
import { pageOf } from '../../http/page-of';
import type { Clock } from '../../security/clock';
import type { Audit, OperatorContext } from '../operators';
import type { DrawGame } from './draw-games';
import { parseOfficialResult, type DrawResult } from './engine';
import { drawError } from './errors';
import { drawRepository, type DrawFilter, type DrawRepository, type DrawRow } from './repository';
import { opsDrawView } from './view';

type Deps = { db: Db; merchant: string; clock: Clock; audit: Audit; games: ReadonlyMap<string, DrawGame> };

/** The same result, whatever the key order of its objects (numbers keep their order: a draw's order counts). */
const sameResult = (a: DrawResult, b: DrawResult) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const canonical = (result: DrawResult) =>
  result.kind === 'numbers'
    ? { kind: result.kind, numbers: result.numbers }
    : { kind: result.kind, tiers: result.tiers.map(({ tier, numbers }) => ({ tier, numbers })) };

/**
 * Operators' work on draws: the games and their schedules, the draws, official results entered by one operator and
 * confirmed by another who enters the same result on their own (four eyes), and voiding a draw. Every change is
 * audited in its transaction; a refused change changes nothing.
 */
export function createDrawDesk({ db, merchant, clock, audit, games }: Deps) {
  const gameOf = (gameId: string) => {
    const found = games.get(gameId);
    if (!found) throw drawError('gameUnknown');
    return found;
  };

  /** The draw, locked, and its game; unknown ones refused. */
  async function lockedDraw(repository: DrawRepository, gameId: string, drawNumber: string) {
    const drawGame = gameOf(gameId);
    const row = await repository.one(gameId, drawNumber, true);
    if (!row) throw drawError('drawUnknown');
    return { row, drawGame };
  }

  /** The official result of the input, for a draw that may take one now. */
  function checkedResult(row: DrawRow, { game }: DrawGame, input: unknown): DrawResult {
    if (game.resultSource !== 'official') throw drawError('gameHouse');
    if (row.status === 'void') throw drawError('drawVoid');
    if (row.status === 'drawn' || row.status === 'settled') throw drawError('drawFinished');
    if (row.draw_at.getTime() > clock()) throw drawError('resultEarly');
    const parsed = parseOfficialResult(game, input);
    if (!parsed.ok) throw drawError('resultShape', { [parsed.error.field ?? 'result']: parsed.error.message });
    return parsed.value;
  }

  async function shown(repository: DrawRepository, gameId: string, drawNumber: string): Promise<OpsLotteryDraw> {
    const row = await repository.one(gameId, drawNumber);
    if (!row) throw new Error(`draw ${gameId} ${drawNumber} vanished in its own transaction`);
    return opsDrawView(row);
  }

  return {
    async list(query: DrawFilter & { pageNo: number; pageSize: number }) {
      if (query.gameId !== undefined) gameOf(query.gameId);
      const { rows, total } = await drawRepository(db, merchant).page(query, query.pageNo, query.pageSize);
      return pageOf(rows.map(opsDrawView), total, query);
    },

    /** Enters (or, while pending, enters again) an official result; it counts once another operator confirms it. */
    async enter(who: OperatorContext, gameId: string, drawNumber: string, input: unknown): Promise<OpsLotteryDraw> {
      return db.transaction(async (tx) => {
        const repository = drawRepository(tx, merchant);
        const { row, drawGame } = await lockedDraw(repository, gameId, drawNumber);
        const result = checkedResult(row, drawGame, input);
        await repository.enter(row.id, result, who.id, new Date(clock()));
        await audit(tx, who, 'lottery.result.enter', `lottery-draw:${gameId}:${drawNumber}`, {
          result,
          replaced: row.entered_at !== null,
        });
        return shown(repository, gameId, drawNumber);
      });
    },

    /** Confirms the pending entry with the same result entered independently; the draw is then drawn. */
    async confirm(who: OperatorContext, gameId: string, drawNumber: string, input: unknown): Promise<OpsLotteryDraw> {
      // a refused confirmation is audited too (four eyes that disagree are worth a record), so it is written apart
      type Outcome = { kind: 'drawn'; draw: OpsLotteryDraw } | { kind: 'mismatch'; result: DrawResult };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const repository = drawRepository(tx, merchant);
        const { row, drawGame } = await lockedDraw(repository, gameId, drawNumber);
        const result = checkedResult(row, drawGame, input);
        if (row.entered_at === null || row.entry_result === null) throw drawError('resultUnentered');
        if (row.entered_by === who.id) throw drawError('sameOperator');
        if (!sameResult(row.entry_result, result)) return { kind: 'mismatch', result };
        const now = new Date(clock());
        await repository.confirm(row.id, who.id, now);
        await repository.markOfficialDrawn(row.id, result, now);
        await audit(tx, who, 'lottery.result.confirm', `lottery-draw:${gameId}:${drawNumber}`, {
          result,
          enteredBy: row.entered_by_name,
        });
        return { kind: 'drawn', draw: await shown(repository, gameId, drawNumber) };
      });
      if (outcome.kind === 'drawn') return outcome.draw;
      await db.transaction((tx) =>
        audit(tx, who, 'lottery.result.mismatch', `lottery-draw:${gameId}:${drawNumber}`, { result: outcome.result }),
      );
      throw drawError('resultMismatch');
    },

    /** Voids a draw that is not settled: no result counts, its tickets (once orders exist) are refunded. */
    async void(who: OperatorContext, gameId: string, drawNumber: string, reason: string): Promise<OpsLotteryDraw> {
      return db.transaction(async (tx) => {
        const repository = drawRepository(tx, merchant);
        const { row } = await lockedDraw(repository, gameId, drawNumber);
        if (row.status === 'settled') throw drawError('drawSettled');
        if (row.status === 'void') throw drawError('drawVoid');
        await repository.markVoid(row.id, reason, who.id, new Date(clock()));
        await audit(tx, who, 'lottery.draw.void', `lottery-draw:${gameId}:${drawNumber}`, {
          reason,
          status: row.status,
        });
        return shown(repository, gameId, drawNumber);
      });
    },
  };
}

export type DrawDesk = ReturnType<typeof createDrawDesk>;
