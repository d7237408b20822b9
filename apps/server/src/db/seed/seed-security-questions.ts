import type { Db } from '../db';
import { lockSchema } from '../migrate';
import { DEMO_SECURITY_QUESTIONS } from './demo-security-questions';

/** Seeds the demo security questions of `merchant` once (a question retired or reworded later stays so). */
export async function seedSecurityQuestions(db: Db, merchant: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const marker = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      `security-questions:${merchant}`,
    ]);
    if (marker.rowCount === 0) return false;
    for (const [index, question] of DEMO_SECURITY_QUESTIONS.entries()) {
      await tx.query(
        `INSERT INTO security_questions (merchant, code, texts, sort) VALUES ($1, $2, $3::jsonb, $4) ON CONFLICT (merchant, code) DO NOTHING`,
        [merchant, question.code, JSON.stringify(question.texts), (index + 1) * 10],
      );
    }
    return true;
  });
}
