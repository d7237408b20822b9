import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config/merchant-accounts-schema';

export type SmsPurpose = 'register' | 'noLogin';
export type SmsMessage = { to: string; code: string; purpose: SmsPurpose; text: string };

/** Delivers verification codes; which one is used comes from MERCHANT_CONFIG `sms`. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** The default: the code goes to the server log, for development and demos. */
export function logSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send(message) {
      log.info({ sms: { to: message.to, purpose: message.purpose, code: message.code } }, 'sms code (log provider)');
    },
  };
}

/** POSTs `{ to, text, code, purpose }` as JSON to an SMS gateway; any answer but 2xx is a failure. */
export function webhookSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`sms webhook answered ${response.status}`);
    },
  };
}

export function smsProviderFor(config: SmsConfig, log: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): SmsProvider {
  switch (config.provider) {
    case 'log':
      return logSmsProvider(log);
    case 'webhook':
      return webhookSmsProvider(config.url, config.tokenEnv ? env[config.tokenEnv] : undefined);
  }
}
