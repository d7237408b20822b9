-- Merchant accounts in shards (docs/server/database-and-ledger.md, "Hot accounts"): every wallet bet and win of every game round
-- posts to the merchant's game_round account, whose row each posting locks until its transaction commits, so all of
-- the merchant's game traffic queued on one row. The wallet spreads rounds over shards of game_round (a round always
-- in the same shard); every other merchant account keeps its one row, shard 0.
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0 CHECK (shard >= 0);
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_merchant_only CHECK (shard = 0 OR owner_id IS NULL);
DROP INDEX ledger_accounts_merchant;
CREATE UNIQUE INDEX ledger_accounts_merchant ON ledger_accounts (merchant, kind, currency, shard) WHERE owner_id IS NULL;
