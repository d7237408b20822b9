import { hashPassword } from '../../security/password-hasher';
import type { Db } from '../db';
import { lockSchema } from '../migrate';

/** Demo operators listed in the README (one per role); their passwords are public, so they exist only as demo content. */
export const DEMO_OPERATORS = [
  { username: 'ops', password: 'OpsDemo-2024', role: 'admin' },
  { username: 'cashier', password: 'CashierDemo-2024', role: 'cashier' },
  { username: 'support', password: 'SupportDemo-2024', role: 'support' },
] as const;

/** Seeds the demo operators of `merchant` once (an operator removed later is not brought back). */
export async function seedDemoOperators(db: Db, merchant: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    const marker = await tx.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      `demo-operators:${merchant}`,
    ]);
    if (marker.rowCount === 0) return false;
    for (const operator of DEMO_OPERATORS) {
      await tx.query(
        `INSERT INTO operators (merchant, username, password_hash, role) VALUES ($1, $2, $3, $4) ON CONFLICT (merchant, username) DO NOTHING`,
        [merchant, operator.username, await hashPassword(operator.password), operator.role],
      );
    }
    return true;
  });
}
