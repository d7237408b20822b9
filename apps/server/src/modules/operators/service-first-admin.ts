import { opsOperatorCreateSchema } from '@palaro/contract';
import type { Db } from '../../db/db';
import { hashPassword } from '../../security/password-hasher';
import { operatorPasswordProblem } from '../../security/operator-password';
import { auditRepository } from './repository-audit';
import { operatorsRepository } from './repository';

/** Why an admin could not be created: shown to the person at the terminal as it is. */
export class AdminRefused extends Error {}

/**
 * Creates an admin operator straight in the database (`npm run ops -- create-admin`): the way the first operator of
 * a production merchant comes to exist, since production seeds none. Audited as done from the command line.
 */
export async function createAdmin(
  db: Db,
  merchant: string,
  input: { username: string; password: string },
): Promise<{ id: bigint; username: string }> {
  const name = opsOperatorCreateSchema.shape.username.safeParse(input.username);
  if (!name.success)
    throw new AdminRefused(`user name ${JSON.stringify(input.username)}: expected 3-32 of a-z 0-9 _ . -`);
  const username = name.data;
  const weak = operatorPasswordProblem(input.password, username);
  if (weak) throw new AdminRefused(`password too weak: ${weak}`);
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const id = await operatorsRepository(tx).insert(merchant, username, hash, 'admin');
    if (id === undefined) throw new AdminRefused(`an operator named ${username} already exists`);
    await auditRepository(tx).append({
      merchant,
      operatorId: id,
      operator: username,
      action: 'operator.create',
      subject: `operator:${username}`,
      detail: { role: 'admin', via: 'cli' },
      ip: 'cli',
    });
    return { id, username };
  });
}

/** How many operators can sign in for `merchant` (a production start with none says how to make the first). */
export async function activeOperatorCount(db: Db, merchant: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM operators WHERE merchant = $1 AND status = 'active'",
    [merchant],
  );
  return rows[0]?.n ?? 0;
}
