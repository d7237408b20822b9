import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import type { LedgerService } from '../modules/ledger/service';
import type { LedgerAccount } from '../modules/ledger/types';

export const MERCHANT = 'PALARO';
export const CURRENCY = 'PHP';

/** A fresh player with main and bonus wallets, `funds` credited to main from the house. */
export async function newFundedPlayer(db: Db, ledger: LedgerService, funds: bigint): Promise<LedgerAccount> {
  const username = `p${randomBytes(6).toString('hex')}`;
  const { rows } = await db.query<{ id: bigint }>(
    'INSERT INTO accounts (merchant, username, member_type) VALUES ($1, $2, 0) RETURNING id',
    [MERCHANT, username],
  );
  const ownerId = rows[0]?.id;
  if (ownerId === undefined) throw new Error('player insert returned nothing');
  const { main } = await ledger.openPlayerAccounts(MERCHANT, ownerId, CURRENCY);
  if (funds === 0n) return main;
  const house = await ledger.merchantAccount(MERCHANT, 'house', CURRENCY);
  await ledger.post({
    merchant: MERCHANT,
    kind: 'deposit',
    reference: `fund:${username}`,
    idempotencyKey: `fund:${username}`,
    entries: [
      { account: house.id, amount: -funds },
      { account: main.id, amount: funds },
    ],
  });
  return { ...main, balance: funds };
}

/** The code of an ApiError (or other coded error) a promise rejects with. */
export async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const { errorCode, code } = error as { errorCode?: string; code?: string };
    return errorCode ?? code ?? String(error);
  }
  throw new Error('expected a refusal, got success');
}
