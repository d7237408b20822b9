import type { Queryable } from '../../db/db';
import type { Phone } from '../accounts';
import type { SmsPurpose } from './sms-provider';

export type SmsCodeRow = {
  id: bigint;
  salt: string;
  code_hash: string;
  expires_at: Date;
  wrong_tries: number;
  used_at: Date | null;
};
export type NewSmsCode = {
  purpose: SmsPurpose;
  phone: Phone;
  salt: string;
  codeHash: string;
  clientIp: string;
  now: Date;
  expiresAt: Date;
};

export function createSmsRepository(db: Queryable, merchant: string) {
  return {
    /** Serialises work on one key until the transaction ends (PostgreSQL advisory lock). */
    async lock(key: string): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock(hashtext($1))::text AS locked', [`${merchant}:${key}`]);
    },

    async sentToPhoneSince(phone: Phone, since: Date): Promise<Date[]> {
      const { rows } = await db.query<{ created_at: Date }>(
        `SELECT created_at FROM sms_codes WHERE merchant = $1 AND phone_country_code = $2 AND phone_number = $3 AND created_at > $4
          ORDER BY created_at`,
        [merchant, phone.countryCode, phone.number, since],
      );
      return rows.map((row) => row.created_at);
    },

    async sentFromIpSince(clientIp: string, since: Date): Promise<Date[]> {
      const { rows } = await db.query<{ created_at: Date }>(
        'SELECT created_at FROM sms_codes WHERE merchant = $1 AND client_ip = $2 AND created_at > $3 ORDER BY created_at',
        [merchant, clientIp, since],
      );
      return rows.map((row) => row.created_at);
    },

    async insert(code: NewSmsCode): Promise<void> {
      await db.query(
        `INSERT INTO sms_codes (merchant, purpose, phone_country_code, phone_number, salt, code_hash, client_ip, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          merchant,
          code.purpose,
          code.phone.countryCode,
          code.phone.number,
          code.salt,
          code.codeHash,
          code.clientIp,
          code.now,
          code.expiresAt,
        ],
      );
    },

    /** The newest code for the number and purpose, locked for the check; older codes no longer count. */
    async latestForUpdate(purpose: SmsPurpose, phone: Phone): Promise<SmsCodeRow | undefined> {
      const { rows } = await db.query<SmsCodeRow>(
        `SELECT id, salt, code_hash, expires_at, wrong_tries, used_at FROM sms_codes
          WHERE merchant = $1 AND purpose = $2 AND phone_country_code = $3 AND phone_number = $4
          ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [merchant, purpose, phone.countryCode, phone.number],
      );
      return rows[0];
    },

    async markUsed(id: bigint, now: Date): Promise<void> {
      await db.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1', [id, now]);
    },

    /** Counts a wrong try; the code is used up once it reaches `maxTries`. */
    async addWrongTry(id: bigint, now: Date, maxTries: number): Promise<void> {
      await db.query(
        `UPDATE sms_codes SET wrong_tries = wrong_tries + 1, used_at = CASE WHEN wrong_tries + 1 >= $3 THEN $2::timestamptz END
          WHERE id = $1`,
        [id, now, maxTries],
      );
    },

    async purge(before: Date): Promise<void> {
      await db.query('DELETE FROM sms_codes WHERE merchant = $1 AND created_at < $2', [merchant, before]);
    },
  };
}
