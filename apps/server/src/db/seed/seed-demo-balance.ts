import type { Db } from '../db';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** What the demo player holds at first start: 5,000.00 in minor units. */
export const DEMO_MAIN_BALANCE = 500_000n;

type Merchant = { code: string; currency: string };

/** What the seed needs of the ledger module's service (db/ imports no module: docs/architecture.md section 4). */
export type DemoLedger = {
  openPlayerAccounts(merchant: string, ownerId: bigint, currency: string): Promise<{ main: { id: bigint } }>;
  merchantAccount(merchant: string, kind: 'house', currency: string): Promise<{ id: bigint }>;
  post(request: {
    merchant: string;
    kind: 'adjustment';
    reference: string;
    idempotencyKey: string;
    entries: { account: bigint; amount: bigint }[];
    metadata: { reason: string };
  }): Promise<{ replayed: boolean }>;
};

/**
 * Credits the demo player's opening balance from the house (demo content: never run in production).
 * Safe to run at every start: the credit is idempotent by its key.
 */
export async function seedDemoBalance(db: Db, ledger: DemoLedger, merchant: Merchant): Promise<boolean> {
  const demo = DEMO_ACCOUNTS.find((account) => account.memberType === 0);
  const { rows } = await db.query<{ id: bigint }>('SELECT id FROM accounts WHERE merchant = $1 AND username = $2', [
    merchant.code,
    demo?.username,
  ]);
  const owner = rows[0];
  // a demo account removed by the operator gets no money
  if (!owner) return false;
  const { main } = await ledger.openPlayerAccounts(merchant.code, owner.id, merchant.currency);
  const house = await ledger.merchantAccount(merchant.code, 'house', merchant.currency);
  const posted = await ledger.post({
    merchant: merchant.code,
    kind: 'adjustment',
    reference: `demo-opening-balance:${owner.id}`,
    idempotencyKey: `seed:demo-opening-balance:${owner.id}:${merchant.currency}`,
    entries: [
      { account: house.id, amount: -DEMO_MAIN_BALANCE },
      { account: main.id, amount: DEMO_MAIN_BALANCE },
    ],
    metadata: { reason: 'Demo opening balance' },
  });
  return !posted.replayed;
}
