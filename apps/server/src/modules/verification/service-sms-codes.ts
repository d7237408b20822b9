import { randomInt } from 'node:crypto';
import { SMS_LIMITS, type SmsSent } from '@palaro/contract';
import type { Db } from '../../db/db';
import { accountError } from '../../http/api-error';
import type { Clock } from '../../security/clock';
import { newToken, sameDigest, sha256Hex } from '../../security/tokens';
import type { Phone } from '../accounts';
import { createSmsRepository } from './repository-sms';
import type { SmsPurpose } from './sms-provider';

const HOUR_MS = 60 * 60_000;

type Deps = { db: Db; merchant: string; clock: Clock; testCode: string | undefined };

const codeHash = (salt: string, code: string) => sha256Hex(`${salt}:${code}`);

function checkLimits(now: number, toPhone: Date[], fromIp: Date[]): void {
  const last = toPhone.at(-1)?.getTime();
  if (last !== undefined && now - last < SMS_LIMITS.resendAfterMs) {
    throw accountError('smsTooSoon', { value: { retryAfterMs: last + SMS_LIMITS.resendAfterMs - now } });
  }
  for (const [sent, limit] of [
    [toPhone, SMS_LIMITS.perNumberPerHour],
    [fromIp, SMS_LIMITS.perIpPerHour],
  ] as const) {
    const oldest = sent[sent.length - limit]?.getTime();
    if (oldest !== undefined) throw accountError('smsLimit', { value: { retryAfterMs: oldest + HOUR_MS - now } });
  }
}

/** Six-digit codes: stored hashed, 5 minutes, single use, 5 wrong tries, and sending limits per number and IP. */
export function createSmsCodes({ db, merchant, clock, testCode }: Deps) {
  return {
    /** Records a new code within the limits and answers it; the caller delivers it. */
    async issue(purpose: SmsPurpose, phone: Phone, clientIp: string): Promise<{ code: string; sent: SmsSent }> {
      const code = String(randomInt(0, 10 ** SMS_LIMITS.codeDigits)).padStart(SMS_LIMITS.codeDigits, '0');
      const salt = newToken(12);
      const now = clock();
      await db.transaction(async (tx) => {
        const repository = createSmsRepository(tx, merchant);
        // number first, then IP: every caller takes the locks in the same order
        await repository.lock(`phone:${phone.countryCode}:${phone.number}`);
        await repository.lock(`ip:${clientIp}`);
        const since = new Date(now - HOUR_MS);
        checkLimits(
          now,
          await repository.sentToPhoneSince(phone, since),
          await repository.sentFromIpSince(clientIp, since),
        );
        await repository.insert({
          purpose,
          phone,
          salt,
          codeHash: codeHash(salt, code),
          clientIp,
          now: new Date(now),
          expiresAt: new Date(now + SMS_LIMITS.ttlMs),
        });
      });
      return { code, sent: { expirationTime: now + SMS_LIMITS.ttlMs, nextSendAt: now + SMS_LIMITS.resendAfterMs } };
    },

    /** True once for the right code of the newest live code sent to the number for this purpose. */
    consume(purpose: SmsPurpose, phone: Phone, typed: string): Promise<boolean> {
      const now = new Date(clock());
      return db.transaction(async (tx) => {
        const repository = createSmsRepository(tx, merchant);
        const row = await repository.latestForUpdate(purpose, phone);
        if (!row || row.used_at || row.expires_at <= now) return false;
        const code = typed.trim();
        if (sameDigest(row.code_hash, codeHash(row.salt, code)) || (testCode !== undefined && code === testCode)) {
          await repository.markUsed(row.id, now);
          return true;
        }
        await repository.addWrongTry(row.id, now, SMS_LIMITS.maxWrongTries);
        return false;
      });
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
