import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_CALLBACK_MAX_AGE_S } from '@palaro/contract';

/** What a payment gateway does for the platform: start a payment and prove its callbacks are its own. */
export interface PaymentGateway {
  readonly name: string;
  /** Where the payer goes to pay deposit `order` (an absolute URL or a path on this server). */
  paymentUrl(order: { depositId: bigint; payToken: string }): string;
  /** True when `signature` is the gateway's, over exactly `rawBody`, and recent (replay window). */
  verifyCallback(rawBody: string, signature: string | undefined, nowMs: number): Promise<boolean>;
}

/** `t=<epoch seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signPayload(secret: string, rawBody: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Checks an HMAC signature header against `secret`, the raw body and the replay window. */
export function verifySignature(secret: string, rawBody: string, header: string | undefined, nowMs: number): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(nowMs / 1000 - t) > PAYMENT_CALLBACK_MAX_AGE_S) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
