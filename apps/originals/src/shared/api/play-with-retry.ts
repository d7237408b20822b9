import type { PlayRound, PlayRoundRequest } from '@palaro/contract/originals';
import { ApiFailure } from './http';
import type { OriginalsApi } from './originals-api';

const RETRYABLE = new Set(['network', 'originals.round.pending', 'originals.wallet.unavailable', 'unknown']);

/** A fresh id per round the player starts; resending it can never start a second round. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/**
 * Plays a round, resending the same request id when the answer was lost or the wallet was slow: the server answers
 * the one round either way.
 */
export async function playWithRetry(
  api: OriginalsApi,
  token: string,
  request: PlayRoundRequest,
  delaysMs: readonly number[] = [600, 1_500, 3_000],
): Promise<PlayRound> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.play(token, request);
    } catch (error) {
      const retry = error instanceof ApiFailure && RETRYABLE.has(error.errorCode) && attempt < delaysMs.length;
      if (!retry) throw error;
      await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt]));
    }
  }
}
