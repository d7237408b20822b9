// The benches start the server with NODE_ENV=production, which refuses the demo SMS outbox. Unless MERCHANT_CONFIG
// is given, they configure an SMS gateway that is never called: no bench sends an SMS, and .invalid never resolves.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Environment variables for a production-mode bench server whose data lives in `dataDir`. */
export function benchProductionEnv(dataDir) {
  if (process.env.MERCHANT_CONFIG) return { NODE_ENV: 'production' };
  const merchantConfig = join(dataDir, 'bench-merchant.json');
  const sms = { provider: 'webhook', url: 'https://sms.invalid/send', tokenEnv: 'BENCH_SMS_GATEWAY_TOKEN' };
  writeFileSync(merchantConfig, JSON.stringify({ sms }));
  return { NODE_ENV: 'production', MERCHANT_CONFIG: merchantConfig, BENCH_SMS_GATEWAY_TOKEN: 'never-sent' };
}
