import type { Queryable } from '../../db/db';

export type AuditRecord = {
  merchant: string;
  operatorId: bigint | null;
  operator: string;
  action: string;
  subject: string;
  detail: Record<string, unknown>;
  ip: string;
};

export type AuditRow = {
  id: bigint;
  operator: string;
  action: string;
  subject: string;
  detail: Record<string, unknown>;
  ip: string;
  created_at: Date;
};

/** The append-only operator audit trail (the table refuses UPDATE, DELETE and TRUNCATE). */
export function auditRepository(db: Queryable) {
  return {
    async append(record: AuditRecord): Promise<void> {
      await db.query(
        `INSERT INTO operator_audit (merchant, operator_id, operator, action, subject, detail, ip) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
        [
          record.merchant,
          record.operatorId,
          record.operator,
          record.action,
          record.subject,
          JSON.stringify(record.detail),
          record.ip,
        ],
      );
    },

    async page(merchant: string, action: string | undefined, pageNo: number, pageSize: number) {
      const { rows } = await db.query<AuditRow>(
        `SELECT id, operator, action, subject, detail, ip, created_at FROM operator_audit
         WHERE merchant = $1 AND ($2::text IS NULL OR action = $2) ORDER BY id DESC LIMIT $3 OFFSET $4`,
        [merchant, action ?? null, pageSize, (pageNo - 1) * pageSize],
      );
      const counted = await db.query<{ n: bigint }>(
        'SELECT count(*) AS n FROM operator_audit WHERE merchant = $1 AND ($2::text IS NULL OR action = $2)',
        [merchant, action ?? null],
      );
      return { rows, total: Number(counted.rows[0]?.n ?? 0n) };
    },
  };
}
