-- The money ledger: accounts, transactions and their entries (double entry, integer minor units).
-- Only modules/ledger writes these tables; entries and transactions are never changed once written.

CREATE TABLE ledger_accounts (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant   text   NOT NULL REFERENCES merchants (code),
  -- the player of a player_* account; NULL for the merchant's own accounts
  owner_id   bigint REFERENCES accounts (id),
  kind       text   NOT NULL CHECK (kind IN ('player_main', 'player_bonus', 'player_vendor', 'house', 'payment_clearing',
                                              'pending_withdrawal', 'game_round', 'trial_funding')),
  -- game vendor code (vassalage) of a transfer-mode sub-wallet
  vendor     text,
  currency   text   NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  balance    bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind LIKE 'player\_%') = (owner_id IS NOT NULL)),
  CHECK ((kind = 'player_vendor') = (vendor IS NOT NULL)),
  -- the last guard under the service's own check: players and held withdrawals never go below zero
  CONSTRAINT ledger_balance_not_negative
    CHECK (balance >= 0 OR kind NOT IN ('player_main', 'player_bonus', 'player_vendor', 'pending_withdrawal'))
);

CREATE UNIQUE INDEX ledger_accounts_player ON ledger_accounts (owner_id, kind, coalesce(vendor, '')) WHERE owner_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_merchant ON ledger_accounts (merchant, kind, currency) WHERE owner_id IS NULL;

CREATE TABLE ledger_transactions (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant        text   NOT NULL REFERENCES merchants (code),
  kind            text   NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'transfer', 'bonus',
                                                  'rebate', 'adjustment')),
  -- what the movement belongs to: an order, a game round, a deposit id, an operator action
  reference       text   NOT NULL CHECK (length(reference) BETWEEN 1 AND 200),
  idempotency_key text   NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- SHA-256 of the canonical request, so a retry with other content under the same key is recognised
  request_hash    text   NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  metadata        jsonb  NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(metadata) = 'object'),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant, idempotency_key)
);

CREATE INDEX ledger_transactions_reference ON ledger_transactions (merchant, reference);

CREATE TABLE ledger_entries (
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id     bigint NOT NULL REFERENCES ledger_accounts (id),
  amount         bigint NOT NULL CHECK (amount <> 0),
  balance_after  bigint NOT NULL,
  PRIMARY KEY (transaction_id, account_id)
);

-- statements and the balance_after chain read an account's entries in transaction order
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, transaction_id);

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger % rows are immutable (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
