import type { SmsConfig } from '../../config/merchant-accounts-schema';
import { httpGatewaySmsProvider } from './sms-gateway';
import { outboxFor, outboxSmsProvider } from './sms-outbox';

export type SmsPurpose = 'register' | 'noLogin';
/** One SMS; `id` is unique per message and stays the same when the send is retried (the idempotency key). */
export type SmsMessage = { id: string; to: string; code: string; purpose: SmsPurpose; text: string };

/** Delivers verification codes; which one is used comes from MERCHANT_CONFIG `sms`. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
  /** Where a person reads the messages instead of a phone (the demo provider only). */
  readonly outbox?: string;
}

export type SmsProviderContext = { dataDir: string; env?: NodeJS.ProcessEnv };

export function smsProviderFor(config: SmsConfig, { dataDir, env = process.env }: SmsProviderContext): SmsProvider {
  switch (config.provider) {
    case 'log':
      return outboxSmsProvider(outboxFor(dataDir));
    case 'webhook':
      return httpGatewaySmsProvider({ ...config, credential: config.tokenEnv ? env[config.tokenEnv] : undefined });
  }
}
