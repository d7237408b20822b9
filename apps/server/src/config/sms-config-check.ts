import type { EnvInput } from './env';
import type { SmsConfig } from './merchant-accounts-schema';

const HOW_TO_CONFIGURE =
  'configure the SMS gateway: {"sms": {"provider": "webhook", "url": "https://...", "tokenEnv": "SMS_GATEWAY_TOKEN"}} ' +
  'with SMS_GATEWAY_TOKEN set in the environment';
// a relay on the same host is the one place a plain-http gateway is acceptable
const LOOPBACK_URL = /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/;

/**
 * What the SMS delivery needs beyond the merchant file's own shape, one line per problem: production sends real
 * SMS over https with a credential, and a credential variable the file names must be set. Never prints a value.
 */
export function smsConfigProblems(sms: SmsConfig, env: EnvInput, production: boolean): string[] {
  if (sms.provider === 'log') {
    if (!production) return [];
    return [
      `MERCHANT_CONFIG sms.provider: "log" is not allowed when NODE_ENV=production (codes would never reach a phone); ${HOW_TO_CONFIGURE}`,
    ];
  }
  const problems: string[] = [];
  if (production && !sms.url.startsWith('https://') && !LOOPBACK_URL.test(sms.url)) {
    problems.push(
      `MERCHANT_CONFIG sms.url: expected an https URL when NODE_ENV=production (the credential and the code travel in the request), got ${JSON.stringify(sms.url)}`,
    );
  }
  if (sms.tokenEnv === undefined) {
    if (production) {
      problems.push(
        'MERCHANT_CONFIG sms.tokenEnv: required when NODE_ENV=production (the name of the environment variable holding the SMS gateway credential)',
      );
    }
  } else if (!env[sms.tokenEnv]) {
    problems.push(`${sms.tokenEnv}: not set; MERCHANT_CONFIG sms.tokenEnv names it as the SMS gateway credential`);
  }
  return problems;
}
