import type { Queryable } from '../../db/db';

export type AccountRow = {
  id: bigint;
  username: string;
  password_hash: string | null;
  member_type: number;
  status: 'active' | 'disabled';
  nickname: string;
  email: string;
  payee_name: string;
  phone_country_code: string | null;
  phone_number: string | null;
  affiliate_code: string | null;
  parent_id: bigint | null;
  vip_label: string;
  vip_progress: number;
  trial_balance: bigint | null;
  temporary_password: boolean;
  first_time_login: boolean;
};

export type NewAccount = {
  username: string;
  passwordHash: string | null;
  memberType: number;
  nickname?: string;
  email?: string;
  payeeName?: string;
  phone?: { countryCode: string; number: string } | null;
  affiliateCode?: string | null;
  parentId?: bigint | null;
  vipLabel?: string;
  vipProgress?: number;
  trialBalance?: bigint | null;
  paymentPasswordHash?: string | null;
  contacts?: Record<string, string>;
  registerMethod?: string | null;
  registerUrl?: string | null;
  firstTimeLogin?: boolean;
};

export type ProfileField = 'nickname' | 'email' | 'payee_name';

const COLUMNS = `id, username, password_hash, member_type, status, nickname, email, payee_name, phone_country_code,
  phone_number, affiliate_code, parent_id, vip_label, vip_progress, trial_balance, temporary_password, first_time_login`;

export function createAccountsRepository(db: Queryable, merchant: string) {
  const one = async (where: string, params: unknown[]) => {
    const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE merchant = $1 AND ${where}`, [
      merchant,
      ...params,
    ]);
    return rows[0];
  };
  return {
    byId: (id: bigint) => one('id = $2', [id]),
    /** `username` must already be lower case. */
    byUsername: (username: string) => one('username = $2', [username]),
    byPhone: (countryCode: string, number: string) =>
      one('phone_country_code = $2 AND phone_number = $3', [countryCode, number]),
    byAffiliateCode: (code: string) => one('upper(affiliate_code) = upper($2)', [code]),

    async insert(account: NewAccount): Promise<AccountRow> {
      const { rows } = await db.query<AccountRow>(
        `INSERT INTO accounts (merchant, username, password_hash, member_type, nickname, email, payee_name, phone_country_code,
           phone_number, affiliate_code, parent_id, vip_label, vip_progress, trial_balance, payment_password_hash, contacts,
           register_method, register_url, first_time_login)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18, $19)
         RETURNING ${COLUMNS}`,
        [
          merchant,
          account.username,
          account.passwordHash,
          account.memberType,
          account.nickname ?? '',
          account.email ?? '',
          account.payeeName ?? '',
          account.phone?.countryCode ?? null,
          account.phone?.number ?? null,
          account.affiliateCode ?? null,
          account.parentId ?? null,
          account.vipLabel ?? '',
          account.vipProgress ?? 0,
          account.trialBalance ?? null,
          account.paymentPasswordHash ?? null,
          JSON.stringify(account.contacts ?? {}),
          account.registerMethod ?? null,
          account.registerUrl ?? null,
          account.firstTimeLogin ?? true,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('account insert returned nothing');
      return row;
    },

    /** A new password; games launched before `now` stop betting (see game-wallet's login-session check). */
    async setPassword(id: bigint, passwordHash: string, now: Date): Promise<void> {
      await db.query(
        'UPDATE accounts SET password_hash = $2, temporary_password = false, credentials_changed_at = $3 WHERE id = $1',
        [id, passwordHash, now],
      );
    },

    async clearFirstTimeLogin(id: bigint): Promise<void> {
      await db.query('UPDATE accounts SET first_time_login = false WHERE id = $1 AND first_time_login', [id]);
    },

    async setProfileField(id: bigint, field: ProfileField, value: string): Promise<void> {
      // the column name comes from the ProfileField union, never from input
      await db.query(`UPDATE accounts SET ${field} = $2 WHERE id = $1`, [id, value]);
    },

    /** The hashes a withdrawal (payment) password is checked and reset with. */
    async passwordHashes(
      id: bigint,
    ): Promise<{ password_hash: string | null; payment_password_hash: string | null } | undefined> {
      const { rows } = await db.query<{ password_hash: string | null; payment_password_hash: string | null }>(
        'SELECT password_hash, payment_password_hash FROM accounts WHERE id = $1',
        [id],
      );
      return rows[0];
    },

    /** Sets the payment password; with `onlyIfUnset` only when none is set yet (answers false otherwise). */
    async setPaymentPassword(id: bigint, hash: string, onlyIfUnset: boolean): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE accounts SET payment_password_hash = $2 WHERE id = $1 AND (NOT $3 OR payment_password_hash IS NULL)`,
        [id, hash, onlyIfUnset],
      );
      return rowCount === 1;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/** PostgreSQL unique_violation: a concurrent insert took the same name or number. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidate = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (candidate?.code !== '23505') return false;
  return candidate.constraint === constraint || String(candidate.message).includes(constraint);
}
