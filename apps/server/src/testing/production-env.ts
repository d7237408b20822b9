import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An SMS gateway for production-mode tests: a loopback address nothing listens on (production refuses the demo outbox). */
export const TEST_SMS_GATEWAY = {
  provider: 'webhook',
  url: 'http://127.0.0.1:9/sms',
  tokenEnv: 'PALARO_TEST_SMS_TOKEN',
} as const;

/**
 * Environment variables of a NODE_ENV=production server whose MERCHANT_CONFIG (written into `dir`) is `merchant` with
 * the test SMS gateway: everything a production start needs beyond the demo merchant.
 */
export function productionEnv(dir: string, merchant: Record<string, unknown> = {}): Record<string, string> {
  const file = join(dir, `merchant-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ sms: TEST_SMS_GATEWAY, ...merchant }));
  return { NODE_ENV: 'production', MERCHANT_CONFIG: file, [TEST_SMS_GATEWAY.tokenEnv]: 'never-sent' };
}
