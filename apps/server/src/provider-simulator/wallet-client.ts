import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROVIDER_HEADERS } from '@palaro/contract';

export type WalletAnswer<T> = { ok: true; value: T } | { ok: false; errorCode: string; message: string };

type Options = {
  /** Base URL of the operator's server (read at call time: it may only be known once it listens). */
  baseUrl: () => string;
  provider: string;
  secret: string;
  timeoutMs?: number;
  /** Further tries after a timeout, a network failure or a 5xx; each sends the same ids with a new timestamp. */
  retries?: number;
};

/**
 * How a game provider talks to the operator's seamless wallet: JSON over HTTP, each body signed with HMAC-SHA256
 * and timestamped. A call whose answer never arrived is sent again with the same transaction ids, so the operator
 * answers the first result instead of moving money twice.
 */
export function createWalletClient({ baseUrl, provider, secret, timeoutMs = 5000, retries = 3 }: Options) {
  return async function send<T>(path: string, content: Record<string, unknown>): Promise<WalletAnswer<T>> {
    let lastProblem = 'no answer';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await sleep(100 * 2 ** attempt);
      const body = JSON.stringify({ ...content, timestamp: Date.now() });
      const signature = createHmac('sha256', secret).update(body, 'utf8').digest('hex');
      try {
        const response = await fetch(`${baseUrl()}${path}`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', [PROVIDER_HEADERS.provider]: provider, [PROVIDER_HEADERS.signature]: signature },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status >= 500) {
          lastProblem = `HTTP ${response.status}`;
          continue;
        }
        const answer = (await response.json()) as { success: boolean; value?: T; errorCode?: string; message?: string };
        if (answer.success) return { ok: true, value: answer.value as T };
        return { ok: false, errorCode: answer.errorCode ?? 'unknown', message: answer.message ?? 'refused' };
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
    }
    return { ok: false, errorCode: 'provider.unreachable', message: `wallet did not answer: ${lastProblem}` };
  };
}

export type WalletSend = ReturnType<typeof createWalletClient>;
