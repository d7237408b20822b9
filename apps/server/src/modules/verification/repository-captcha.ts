import type { Queryable } from '../../db/db';

export function createCaptchaRepository(db: Queryable, merchant: string) {
  return {
    async insert(id: string, answerHash: string, clientIp: string, expiresAt: Date): Promise<void> {
      await db.query(
        'INSERT INTO captchas (id, merchant, answer_hash, client_ip, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [id, merchant, answerHash, clientIp, expiresAt],
      );
    },

    /** Marks the captcha used whatever the answer (single use); undefined when unknown, used or expired. */
    async take(id: string, now: Date): Promise<{ answer_hash: string; client_ip: string } | undefined> {
      const { rows } = await db.query<{ answer_hash: string; client_ip: string }>(
        `UPDATE captchas SET used_at = $3
          WHERE id = $1 AND merchant = $2 AND used_at IS NULL AND expires_at > $3
          RETURNING answer_hash, client_ip`,
        [id, merchant, now],
      );
      return rows[0];
    },

    async purge(before: Date): Promise<void> {
      await db.query('DELETE FROM captchas WHERE expires_at < $1', [before]);
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
