import { MONEY_REMARK_ENGLISH, type DepositStatus, type PaymentMethodType } from '@palaro/contract';
import type { Queryable } from '../../db/db';

export type DepositRow = {
  id: bigint;
  merchant: string;
  account_id: bigint;
  username: string;
  request_id: string;
  request_hash: string;
  method_id: string;
  method_name: string;
  method_type: PaymentMethodType;
  gateway: string | null;
  amount: bigint;
  currency: string;
  status: DepositStatus;
  bank_account_id: string | null;
  bank_account_label: string | null;
  transfer_reference: string | null;
  payer_name: string | null;
  has_receipt: boolean;
  pay_token: string | null;
  pay_expires_at: Date | null;
  gateway_reference: string | null;
  remark: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  created_at: Date;
};

export type NewDeposit = {
  merchant: string;
  accountId: bigint;
  requestId: string;
  requestHash: string;
  methodId: string;
  methodName: string;
  methodType: PaymentMethodType;
  gateway: string | null;
  amount: bigint;
  currency: string;
  bankAccountId: string | null;
  bankAccountLabel: string | null;
  transferReference: string | null;
  payerName: string | null;
  receipt: { data: Buffer; contentType: string } | null;
  payToken: string | null;
  payExpiresAt: Date | null;
};

export type DepositFilter = {
  merchant: string;
  accountId?: bigint | undefined;
  status?: DepositStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  pageNo: number;
  pageSize: number;
};

const COLUMNS = `d.id, d.merchant, d.account_id, a.username, d.request_id, d.request_hash, d.method_id, d.method_name, d.method_type,
  d.gateway, d.amount, d.currency, d.status, d.bank_account_id, d.bank_account_label, d.transfer_reference, d.payer_name,
  d.receipt IS NOT NULL AS has_receipt, d.pay_token, d.pay_expires_at, d.gateway_reference, d.remark, o.username AS decided_by_name,
  d.decided_at, d.created_at`;
const FROM = 'deposits d JOIN accounts a ON a.id = d.account_id LEFT JOIN operators o ON o.id = d.decided_by';

/** Deposit orders: created by players, decided by operators or gateway callbacks. */
export function depositsRepository(db: Queryable) {
  const one = async (where: string, params: unknown[], lock = false) => {
    const { rows } = await db.query<DepositRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where}${lock ? ' FOR UPDATE OF d' : ''}`,
      params,
    );
    return rows[0];
  };

  return {
    /** Inserts unless the player used the request id before; undefined then. */
    async insert(row: NewDeposit): Promise<bigint | undefined> {
      const { rows } = await db.query<{ id: bigint }>(
        `INSERT INTO deposits (merchant, account_id, request_id, request_hash, method_id, method_name, method_type, gateway, amount,
           currency, bank_account_id, bank_account_label, transfer_reference, payer_name, receipt, receipt_type, pay_token, pay_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
         ON CONFLICT (account_id, request_id) DO NOTHING RETURNING id`,
        [
          row.merchant,
          row.accountId,
          row.requestId,
          row.requestHash,
          row.methodId,
          row.methodName,
          row.methodType,
          row.gateway,
          row.amount,
          row.currency,
          row.bankAccountId,
          row.bankAccountLabel,
          row.transferReference,
          row.payerName,
          row.receipt?.data ?? null,
          row.receipt?.contentType ?? null,
          row.payToken,
          row.payExpiresAt,
        ],
      );
      return rows[0]?.id;
    },

    byId: (id: bigint, lock = false) => one('d.id = $1', [id], lock),
    byRequest: (accountId: bigint, requestId: string) =>
      one('d.account_id = $1 AND d.request_id = $2', [accountId, requestId]),
    byPayToken: (token: string) => one('d.pay_token = $1', [token]),

    /** Holds the player's new-deposit lock until the transaction ends: deposits of one player are opened one at a time. */
    async lockNewDeposits(accountId: bigint): Promise<void> {
      await db.query("SELECT pg_advisory_xact_lock(hashtextextended('new-deposit:' || $1::text, 0))", [accountId]);
    },

    async pendingCount(accountId: bigint): Promise<number> {
      const { rows } = await db.query<{ n: bigint }>(
        "SELECT count(*) AS n FROM deposits WHERE account_id = $1 AND status = 'pending'",
        [accountId],
      );
      return Number(rows[0]?.n ?? 0n);
    },

    /** Gateway deposits whose page closed unpaid become expired (a late paid callback still credits them). */
    async expireUnpaid(now: Date, accountId?: bigint): Promise<void> {
      await db.query(
        `UPDATE deposits SET status = 'expired', remark = $3
         WHERE status = 'pending' AND pay_expires_at < $1 AND ($2::bigint IS NULL OR account_id = $2)`,
        [now, accountId ?? null, MONEY_REMARK_ENGLISH['deposit.expired']],
      );
    },

    async page(filter: DepositFilter): Promise<{ rows: DepositRow[]; total: number }> {
      const where = `d.merchant = $1 AND ($2::bigint IS NULL OR d.account_id = $2) AND ($3::text IS NULL OR d.status = $3)
        AND ($4::timestamptz IS NULL OR d.created_at >= $4) AND ($5::timestamptz IS NULL OR d.created_at < $5)`;
      const params = [
        filter.merchant,
        filter.accountId ?? null,
        filter.status ?? null,
        filter.from ?? null,
        filter.to ?? null,
      ];
      const { rows } = await db.query<DepositRow>(
        `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY d.id DESC LIMIT $6 OFFSET $7`,
        [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
      );
      const counted = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM deposits d WHERE ${where}`, params);
      return { rows, total: Number(counted.rows[0]?.n ?? 0n) };
    },

    async receipt(id: bigint): Promise<{ data: Buffer; contentType: string } | undefined> {
      const { rows } = await db.query<{ receipt: Uint8Array | null; receipt_type: string | null }>(
        'SELECT receipt, receipt_type FROM deposits WHERE id = $1',
        [id],
      );
      const row = rows[0];
      return row?.receipt && row.receipt_type
        ? { data: Buffer.from(row.receipt), contentType: row.receipt_type }
        : undefined;
    },

    async markSucceeded(
      id: bigint,
      ledgerTxId: bigint,
      decision: { operatorId: bigint | null; remark: string | null; gatewayReference?: string | null; now: Date },
    ) {
      await db.query(
        `UPDATE deposits SET status = 'success', ledger_tx_id = $2, decided_by = $3, remark = $4, decided_at = $5,
           gateway_reference = coalesce($6, gateway_reference) WHERE id = $1`,
        [id, ledgerTxId, decision.operatorId, decision.remark, decision.now, decision.gatewayReference ?? null],
      );
    },

    async markEnded(
      id: bigint,
      status: 'rejected' | 'failed',
      decision: { operatorId: bigint | null; remark: string; gatewayReference?: string | null; now: Date },
    ) {
      await db.query(
        `UPDATE deposits SET status = $2, decided_by = $3, remark = $4, decided_at = $5, gateway_reference = coalesce($6, gateway_reference)
         WHERE id = $1`,
        [id, status, decision.operatorId, decision.remark, decision.now, decision.gatewayReference ?? null],
      );
    },

    /** Records a webhook event; false when the event id was seen before (a replay). */
    async recordCallback(
      gateway: string,
      eventId: string,
      depositId: bigint,
      status: string,
      bodySha256: string,
    ): Promise<boolean> {
      const { rowCount } = await db.query(
        `INSERT INTO payment_callbacks (gateway, event_id, deposit_id, status, body_sha256) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [gateway, eventId, depositId, status, bodySha256],
      );
      return rowCount === 1;
    },

    /** The gateway's signing secret kept in the database, made on first use. */
    async gatewaySecret(merchant: string, gateway: string, fresh: string): Promise<string> {
      await db.query(
        'INSERT INTO payment_gateway_secrets (merchant, gateway, secret) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [merchant, gateway, fresh],
      );
      const { rows } = await db.query<{ secret: string }>(
        'SELECT secret FROM payment_gateway_secrets WHERE merchant = $1 AND gateway = $2',
        [merchant, gateway],
      );
      const secret = rows[0]?.secret;
      if (!secret) throw new Error(`payment gateway ${gateway}: no secret stored`);
      return secret;
    },
  };
}

export type DepositsRepository = ReturnType<typeof depositsRepository>;
