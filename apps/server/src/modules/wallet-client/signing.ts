import { createHmac } from 'node:crypto';

/**
 * hex HMAC-SHA256 of the raw body with the provider's secret: what X-Signature carries. The wallet checks a call
 * with this same function (game-wallet/provider-secrets.ts), so signer and checker cannot drift apart.
 */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}
