import { createServerSeed, FairStream, hashServerSeed } from '../../originals';
import { LotteryInputError } from './errors';
import type { DrawResult, LotteryGame, ResultShape } from './types';

const SECRET_PATTERN = /^[0-9a-f]{64}$/;
/** Public draw ids are short and plain, so a verifier types them exactly and they never contain the ':' separator. */
const DRAW_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** A new draw's secret: 32 random bytes as 64 lowercase hex digits, kept secret until the draw is revealed. */
export function createDrawSecret(): string {
  return createServerSeed();
}

/** What is published before a draw's first bet: SHA-256 of the secret's 32 bytes (not of its hex text), hex. */
export function commitmentOf(secret: string): string {
  return hashServerSeed(assertSecret(secret));
}

export function matchesCommitment(secret: string, commitment: string): boolean {
  return SECRET_PATTERN.test(secret) && commitmentOf(secret) === commitment.toLowerCase();
}

/**
 * A house game's result, fixed by the secret and the draw's public id (docs/server/lottery-fairness.md): the
 * Originals' stream, HMAC-SHA256(key = secret bytes, "<drawId>:0:<block>"), read as 32-bit words with rejection
 * sampling, drawn in the shape's order.
 */
export function deriveResult(game: LotteryGame, secret: string, drawId: string): DrawResult {
  if (game.resultSource !== 'house') {
    throw new LotteryInputError('lottery.game.official', `${game.gameId} takes its result from the official draw`);
  }
  return deriveFromShape(game.resultShape, secret, drawId);
}

export function deriveFromShape(shape: ResultShape, secret: string, drawId: string): DrawResult {
  const stream = new FairStream({ serverSeed: assertSecret(secret), clientSeed: assertDrawId(drawId), nonce: 0 });
  switch (shape.kind) {
    case 'sequence': {
      const span = shape.max - shape.min + 1;
      return { kind: 'numbers', numbers: Array.from({ length: shape.count }, () => shape.min + stream.nextInt(span)) };
    }
    case 'distinct':
      return { kind: 'numbers', numbers: shuffleDraw(stream, shape.min, shape.max, shape.count) };
    case 'permutation':
      return { kind: 'numbers', numbers: shuffleDraw(stream, 1, shape.size, shape.size) };
    case 'prizes':
      throw new LotteryInputError('lottery.game.official', 'prize draws come from the official result');
  }
}

/** The first `count` places of a Fisher-Yates shuffle of min..max: place i swaps with i + nextInt(size - i). */
function shuffleDraw(stream: FairStream, min: number, max: number, count: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = 0; i < count; i++) {
    const j = i + stream.nextInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

function assertSecret(secret: unknown): string {
  if (typeof secret !== 'string' || !SECRET_PATTERN.test(secret)) {
    throw new LotteryInputError('lottery.draw.secret', 'a draw secret is 64 lowercase hex digits (32 bytes)', 'secret');
  }
  return secret;
}

function assertDrawId(drawId: unknown): string {
  if (typeof drawId !== 'string' || !DRAW_ID_PATTERN.test(drawId)) {
    throw new LotteryInputError(
      'lottery.draw.id',
      'a draw id is 1-64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
      'drawId',
    );
  }
  return drawId;
}
