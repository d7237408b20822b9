import type { Db } from '../../db/db';

export type QuestionRow = { id: bigint; code: string; texts: Record<string, string>; active: boolean };
export type ChosenRow = QuestionRow & { answer_hash: string; created_at: Date };
export type NewAnswer = { questionId: bigint; answerHash: string };

const QUESTION_COLUMNS = 'q.id, q.code, q.texts, q.active';

/** The merchant's security questions and each player's chosen questions with their answer hashes. */
export function securityQuestionsRepository(db: Db, merchant: string) {
  return {
    async loginPasswordHash(accountId: bigint): Promise<string | null> {
      const { rows } = await db.query<{ password_hash: string | null }>(
        'SELECT password_hash FROM accounts WHERE id = $1',
        [accountId],
      );
      return rows[0]?.password_hash ?? null;
    },

    /** Questions players may choose from now, in the merchant's order. */
    async active(): Promise<QuestionRow[]> {
      const { rows } = await db.query<QuestionRow>(
        `SELECT ${QUESTION_COLUMNS} FROM security_questions q WHERE q.merchant = $1 AND q.active ORDER BY q.sort, q.id`,
        [merchant],
      );
      return rows;
    },

    /** The player's questions in the order chosen, retired ones included. */
    async chosen(accountId: bigint): Promise<ChosenRow[]> {
      const { rows } = await db.query<ChosenRow>(
        `SELECT ${QUESTION_COLUMNS}, a.answer_hash, a.created_at FROM customer_security_answers a
           JOIN security_questions q ON q.id = a.question_id
          WHERE a.account_id = $1 ORDER BY a.position`,
        [accountId],
      );
      return rows;
    },

    /** Replaces every answer of the player in one transaction; concurrent replacements take turns on the account row. */
    async replace(accountId: bigint, answers: readonly NewAnswer[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
        await tx.query('DELETE FROM customer_security_answers WHERE account_id = $1', [accountId]);
        for (const [index, answer] of answers.entries()) {
          await tx.query(
            'INSERT INTO customer_security_answers (account_id, question_id, position, answer_hash) VALUES ($1, $2, $3, $4)',
            [accountId, answer.questionId, index + 1, answer.answerHash],
          );
        }
      });
    },
  };
}

export type SecurityQuestionsRepository = ReturnType<typeof securityQuestionsRepository>;
