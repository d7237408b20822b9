import { hashPassword } from '../../security/password-hasher';
import type { Db } from '../db';
import { lockSchema } from '../migrate';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Seeds the demo player and agent of `merchant` once (a deleted demo account is not brought back). */
export async function seedDemoAccounts(db: Db, merchant: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const marker = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      `demo-accounts:${merchant}`,
    ]);
    if (marker.rowCount === 0) return false;
    for (const account of DEMO_ACCOUNTS) {
      await tx.query(
        `INSERT INTO accounts (merchant, username, password_hash, member_type, nickname, vip_label, vip_progress,
           phone_country_code, phone_number, affiliate_code, first_time_login, register_method)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, 'H5')
         ON CONFLICT (merchant, username) DO NOTHING`,
        [
          merchant,
          account.username,
          await hashPassword(account.password),
          account.memberType,
          account.nickname,
          account.vipLabel,
          account.vipProgress,
          account.phone?.countryCode ?? null,
          account.phone?.number ?? null,
          account.affiliateCode,
        ],
      );
    }
    return true;
  });
}
