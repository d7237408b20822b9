import type { Queryable } from '../../db/db';
import type { LedgerAccount, MerchantAccountKind, PlayerAccountKind } from './types';

const COLUMNS = 'id, merchant, owner_id, kind, vendor, currency, balance';

/** Ledger accounts: opened once, read by owner or kind; balances change only through postings. */
export function accountsRepository(db: Queryable) {
  return {
    /** Opens the player's account of `kind` (and vendor) unless it exists; answers it either way. */
    async openPlayer(
      merchant: string,
      ownerId: bigint,
      kind: PlayerAccountKind,
      currency: string,
      vendor: string | null = null,
    ) {
      await db.query(
        `INSERT INTO ledger_accounts (merchant, owner_id, kind, vendor, currency) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (owner_id, kind, coalesce(vendor, '')) WHERE owner_id IS NOT NULL DO NOTHING`,
        [merchant, ownerId, kind, vendor, currency],
      );
      const { rows } = await db.query<LedgerAccount>(
        `SELECT ${COLUMNS} FROM ledger_accounts WHERE owner_id = $1 AND kind = $2 AND coalesce(vendor, '') = coalesce($3, '')`,
        [ownerId, kind, vendor],
      );
      const row = rows[0];
      if (!row || row.merchant !== merchant)
        throw new Error(`ledger: account ${kind} of ${ownerId} not opened for ${merchant}`);
      return row;
    },

    /** Opens the merchant's account of `kind` (in `shard`: migration 0028) unless it exists. */
    async openMerchant(merchant: string, kind: MerchantAccountKind, currency: string, shard = 0): Promise<void> {
      await db.query(
        `INSERT INTO ledger_accounts (merchant, kind, currency, shard) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant, kind, currency, shard) WHERE owner_id IS NULL DO NOTHING`,
        [merchant, kind, currency, shard],
      );
    },

    async merchantAccount(
      merchant: string,
      kind: MerchantAccountKind,
      currency: string,
      shard = 0,
    ): Promise<LedgerAccount | undefined> {
      const { rows } = await db.query<LedgerAccount>(
        `SELECT ${COLUMNS} FROM ledger_accounts
          WHERE merchant = $1 AND kind = $2 AND currency = $3 AND shard = $4 AND owner_id IS NULL`,
        [merchant, kind, currency, shard],
      );
      return rows[0];
    },

    async merchantAccounts(merchant: string): Promise<LedgerAccount[]> {
      const { rows } = await db.query<LedgerAccount>(
        `SELECT ${COLUMNS} FROM ledger_accounts WHERE merchant = $1 AND owner_id IS NULL ORDER BY id`,
        [merchant],
      );
      return rows;
    },

    /** Every account of a player: main, bonus, then vendor sub-wallets by vendor code. */
    async ofOwner(ownerId: bigint): Promise<LedgerAccount[]> {
      const { rows } = await db.query<LedgerAccount>(
        `SELECT ${COLUMNS} FROM ledger_accounts WHERE owner_id = $1
         ORDER BY CASE kind WHEN 'player_main' THEN 0 WHEN 'player_bonus' THEN 1 ELSE 2 END, vendor`,
        [ownerId],
      );
      return rows;
    },

    async byId(id: bigint): Promise<LedgerAccount | undefined> {
      const { rows } = await db.query<LedgerAccount>(`SELECT ${COLUMNS} FROM ledger_accounts WHERE id = $1`, [id]);
      return rows[0];
    },
  };
}
