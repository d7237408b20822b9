import type { WithdrawalStatus } from '@palaro/contract';
import type { Queryable } from '../../db/db';

export type BankCardRow = {
  id: bigint;
  account_id: bigint;
  bank_code: string;
  bank_name: string;
  payee_name: string;
  account_number: string;
  created_at: Date;
};

export type WithdrawalRow = {
  id: bigint;
  merchant: string;
  account_id: bigint;
  username: string;
  request_id: string;
  request_hash: string;
  amount: bigint;
  currency: string;
  status: WithdrawalStatus;
  bank_code: string;
  bank_name: string;
  payee_name: string;
  account_number: string;
  payout_reference: string | null;
  remark: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  created_at: Date;
};

export type WithdrawalFilter = {
  merchant: string;
  accountId?: bigint | undefined;
  status?: WithdrawalStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  pageNo: number;
  pageSize: number;
};

const CARD_COLUMNS = 'id, account_id, bank_code, bank_name, payee_name, account_number, created_at';
const W_COLUMNS = `w.id, w.merchant, w.account_id, a.username, w.request_id, w.request_hash, w.amount, w.currency, w.status, w.bank_code,
  w.bank_name, w.payee_name, w.account_number, w.payout_reference, w.remark, o.username AS decided_by_name, w.decided_at, w.created_at`;
const W_FROM = 'withdrawals w JOIN accounts a ON a.id = w.account_id LEFT JOIN operators o ON o.id = w.decided_by';

/** Payment passwords, bank cards and withdrawal orders. */
export function withdrawalsRepository(db: Queryable) {
  const oneWithdrawal = async (where: string, params: unknown[], lock = false) => {
    const { rows } = await db.query<WithdrawalRow>(
      `SELECT ${W_COLUMNS} FROM ${W_FROM} WHERE ${where}${lock ? ' FOR UPDATE OF w' : ''}`,
      params,
    );
    return rows[0];
  };

  return {
    /** Serialises one player's withdrawal requests (daily count, request id) without touching the ledger's locks. */
    async lockPlayer(accountId: bigint): Promise<void> {
      await db.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
    },

    async cards(accountId: bigint): Promise<BankCardRow[]> {
      const { rows } = await db.query<BankCardRow>(
        `SELECT ${CARD_COLUMNS} FROM bank_cards WHERE account_id = $1 AND removed_at IS NULL ORDER BY id`,
        [accountId],
      );
      return rows;
    },

    async card(accountId: bigint, id: bigint): Promise<BankCardRow | undefined> {
      const { rows } = await db.query<BankCardRow>(
        `SELECT ${CARD_COLUMNS} FROM bank_cards WHERE account_id = $1 AND id = $2 AND removed_at IS NULL`,
        [accountId, id],
      );
      return rows[0];
    },

    /** Adds a card unless the same one is live already (answers false then). */
    async addCard(
      merchant: string,
      accountId: bigint,
      card: { bankCode: string; bankName: string; payeeName: string; accountNumber: string },
    ) {
      const { rowCount } = await db.query(
        `INSERT INTO bank_cards (merchant, account_id, bank_code, bank_name, payee_name, account_number) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (account_id, bank_code, account_number) WHERE removed_at IS NULL DO NOTHING`,
        [merchant, accountId, card.bankCode, card.bankName, card.payeeName, card.accountNumber],
      );
      return rowCount === 1;
    },

    async removeCard(accountId: bigint, id: bigint, now: Date): Promise<boolean> {
      const { rowCount } = await db.query(
        'UPDATE bank_cards SET removed_at = $3 WHERE account_id = $1 AND id = $2 AND removed_at IS NULL',
        [accountId, id, now],
      );
      return rowCount === 1;
    },

    byRequest: (accountId: bigint, requestId: string) =>
      oneWithdrawal('w.account_id = $1 AND w.request_id = $2', [accountId, requestId]),
    byId: (id: bigint, lock = false) => oneWithdrawal('w.id = $1', [id], lock),

    async countSince(accountId: bigint, since: Date): Promise<number> {
      const { rows } = await db.query<{ n: bigint }>(
        'SELECT count(*) AS n FROM withdrawals WHERE account_id = $1 AND created_at >= $2',
        [accountId, since],
      );
      return Number(rows[0]?.n ?? 0n);
    },

    async pendingTotal(accountId: bigint): Promise<bigint> {
      const { rows } = await db.query<{ total: bigint | null }>(
        "SELECT sum(amount)::bigint AS total FROM withdrawals WHERE account_id = $1 AND status = 'pending'",
        [accountId],
      );
      return rows[0]?.total ?? 0n;
    },

    async insert(row: {
      merchant: string;
      accountId: bigint;
      requestId: string;
      requestHash: string;
      amount: bigint;
      currency: string;
      card: BankCardRow;
      holdTxId: bigint;
      now: Date;
    }): Promise<bigint> {
      const { rows } = await db.query<{ id: bigint }>(
        `INSERT INTO withdrawals (merchant, account_id, request_id, request_hash, amount, currency, bank_card_id, bank_code, bank_name,
           payee_name, account_number, hold_tx_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          row.merchant,
          row.accountId,
          row.requestId,
          row.requestHash,
          row.amount,
          row.currency,
          row.card.id,
          row.card.bank_code,
          row.card.bank_name,
          row.card.payee_name,
          row.card.account_number,
          row.holdTxId,
          row.now,
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('withdrawal insert answered nothing');
      return id;
    },

    async decide(
      id: bigint,
      decision: {
        status: 'success' | 'rejected';
        finalTxId: bigint;
        operatorId: bigint;
        remark: string | null;
        payoutReference: string | null;
        now: Date;
      },
    ) {
      await db.query(
        `UPDATE withdrawals SET status = $2, final_tx_id = $3, decided_by = $4, remark = $5, payout_reference = $6, decided_at = $7 WHERE id = $1`,
        [
          id,
          decision.status,
          decision.finalTxId,
          decision.operatorId,
          decision.remark,
          decision.payoutReference,
          decision.now,
        ],
      );
    },

    async page(filter: WithdrawalFilter): Promise<{ rows: WithdrawalRow[]; total: number }> {
      const where = `w.merchant = $1 AND ($2::bigint IS NULL OR w.account_id = $2) AND ($3::text IS NULL OR w.status = $3)
        AND ($4::timestamptz IS NULL OR w.created_at >= $4) AND ($5::timestamptz IS NULL OR w.created_at < $5)`;
      const params = [
        filter.merchant,
        filter.accountId ?? null,
        filter.status ?? null,
        filter.from ?? null,
        filter.to ?? null,
      ];
      const { rows } = await db.query<WithdrawalRow>(
        `SELECT ${W_COLUMNS} FROM ${W_FROM} WHERE ${where} ORDER BY w.id DESC LIMIT $6 OFFSET $7`,
        [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
      );
      const counted = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM withdrawals w WHERE ${where}`, params);
      return { rows, total: Number(counted.rows[0]?.n ?? 0n) };
    },
  };
}

export type WithdrawalsRepository = ReturnType<typeof withdrawalsRepository>;
