import { setTimeout as sleep } from 'node:timers/promises';
import type { SmsGatewayConfig } from '../../config/merchant-accounts-schema';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** Pause before the one retry, long enough for a gateway's restart or rate window to pass. */
const RETRY_PAUSE_MS = 250;
const ATTEMPTS = 2;

export type SmsGatewayOptions = Pick<SmsGatewayConfig, 'url' | 'authHeader' | 'authScheme' | 'timeoutMs'> & {
  credential: string | undefined;
};

/** A failed send; its message names the outcome only, never the code, the text or the credential. */
export class SmsGatewayError extends Error {
  override name = 'SmsGatewayError';
}

type Outcome = { sent: true } | { sent: false; retry: boolean; reason: string };

/** 408 and 429 and 5xx may pass on a second try; any other answer says this request itself is wrong. */
const worthRetrying = (status: number) => status === 408 || status === 429 || status >= 500;

/** False when the deadline passes during the pause. */
const pauseWithin = (deadline: AbortSignal) => sleep(RETRY_PAUSE_MS, true, { signal: deadline }).catch(() => false);

/** The network error's code (ECONNREFUSED, ENOTFOUND, ...) and nothing else of it. */
function networkReason(error: unknown): string {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'network error';
}

/**
 * The HTTP SMS gateway adapter (`"provider": "webhook"`): POSTs `{ id, to, purpose, code, text }` as JSON with the
 * credential in one header and `Idempotency-Key: <id>`. A 2xx answer is success. A 408, 429, 5xx or network failure
 * is tried once more with the same key; a timeout is not (the gateway may have taken the message), and the whole
 * send, retry included, stays within `timeoutMs`.
 */
export function httpGatewaySmsProvider(options: SmsGatewayOptions): SmsProvider {
  const { url, authHeader, authScheme, timeoutMs, credential } = options;
  const auth =
    credential === undefined ? {} : { [authHeader]: authScheme ? `${authScheme} ${credential}` : credential };

  async function attempt(message: SmsMessage, deadline: AbortSignal): Promise<Outcome> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': message.id, ...auth },
        body: JSON.stringify({
          id: message.id,
          to: message.to,
          purpose: message.purpose,
          code: message.code,
          text: message.text,
        }),
        // a redirect would carry the credential header elsewhere
        redirect: 'manual',
        signal: deadline,
      });
      // the answer's body is never read: a gateway may echo the message in it
      await response.body?.cancel();
      if (response.ok) return { sent: true };
      return { sent: false, retry: worthRetrying(response.status), reason: `answered ${response.status}` };
    } catch (error) {
      if (deadline.aborted) return { sent: false, retry: false, reason: `did not answer within ${timeoutMs} ms` };
      return { sent: false, retry: true, reason: `unreachable: ${networkReason(error)}` };
    }
  }

  return {
    async send(message) {
      const deadline = AbortSignal.timeout(timeoutMs);
      for (let tries = 1; ; tries += 1) {
        const outcome = await attempt(message, deadline);
        if (outcome.sent) return;
        const again = outcome.retry && tries < ATTEMPTS && (await pauseWithin(deadline));
        if (!again)
          throw new SmsGatewayError(`SMS gateway ${outcome.reason} (${tries} attempt${tries === 1 ? '' : 's'})`);
      }
    },
  };
}
