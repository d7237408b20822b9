import type { LotteryOpenDraw, LotteryPastDraw, LotteryProof, OpsLotteryDraw } from '@palaro/contract';
import type { DrawRow } from './repository';

const ms = (date: Date | null) => (date === null ? null : date.getTime());
const until = (at: Date, now: number) => Math.max(0, Math.ceil((at.getTime() - now) / 1000));

/** The public id a house draw's result is derived from (docs/server/lottery-fairness.md). */
export const drawIdOf = (row: Pick<DrawRow, 'game_id' | 'draw_number'>) => `${row.game_id}-${row.draw_number}`;

/** Whether the draw's outcome is public: drawn or settled (a draw voided after its result keeps it). */
const revealed = (row: DrawRow) => row.drawn_at !== null;

export function openDrawView(row: DrawRow, now: number): LotteryOpenDraw {
  return {
    drawNumber: row.draw_number,
    opensAt: row.opens_at.getTime(),
    closesAt: row.closes_at.getTime(),
    drawAt: row.draw_at.getTime(),
    secondsToClose: until(row.closes_at, now),
    secondsToDraw: until(row.draw_at, now),
    commitment: row.commitment,
  };
}

export function pastDrawView(row: DrawRow): LotteryPastDraw {
  return {
    drawNumber: row.draw_number,
    drawAt: row.draw_at.getTime(),
    status: row.status,
    result: revealed(row) && row.status !== 'void' ? row.result : null,
    drawnAt: ms(row.drawn_at),
  };
}

export function proofView(row: DrawRow, now: number): LotteryProof {
  const house = row.result_source === 'house';
  const shown = revealed(row);
  const drawId = drawIdOf(row);
  return {
    gameId: row.game_id,
    drawNumber: row.draw_number,
    status: row.status,
    resultSource: row.result_source,
    opensAt: row.opens_at.getTime(),
    closesAt: row.closes_at.getTime(),
    drawAt: row.draw_at.getTime(),
    drawnAt: ms(row.drawn_at),
    // the commitment is public from the opening of sales, the secret only once the result is fixed
    commitment: house && row.opens_at.getTime() <= now ? row.commitment : null,
    secret: house && shown ? row.secret : null,
    derivation: house && shown ? { drawId, message: `${drawId}:0:<block>` } : null,
    result: shown ? row.result : null,
    official: house ? null : { enteredAt: ms(row.entered_at), confirmedAt: ms(row.confirmed_at) },
    voided: row.status === 'void' ? { reason: row.void_reason ?? '', at: row.voided_at!.getTime() } : null,
  };
}

export function opsDrawView(row: DrawRow): OpsLotteryDraw {
  return {
    gameId: row.game_id,
    drawNumber: row.draw_number,
    status: row.status,
    resultSource: row.result_source,
    opensAt: row.opens_at.getTime(),
    closesAt: row.closes_at.getTime(),
    drawAt: row.draw_at.getTime(),
    commitment: row.commitment,
    result: row.result,
    drawnAt: ms(row.drawn_at),
    settledAt: ms(row.settled_at),
    resultFeed: row.result_feed,
    entry:
      row.entered_at === null
        ? null
        : {
            enteredBy: row.entered_by_name ?? '',
            enteredAt: row.entered_at.getTime(),
            confirmedBy: row.confirmed_by_name,
            confirmedAt: ms(row.confirmed_at),
          },
    voided:
      row.status === 'void'
        ? { reason: row.void_reason ?? '', by: row.voided_by_name ?? '', at: row.voided_at!.getTime() }
        : null,
  };
}
