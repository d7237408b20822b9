-- Money around the ledger: deposits (manual and gateway), gateway callbacks, withdrawal bank cards and
-- withdrawals, and the operators who decide them, with their sessions and an append-only audit trail.
-- Balances live only in the ledger tables (0003); these tables keep the orders and who did what.

CREATE TABLE deposits (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant           text   NOT NULL REFERENCES merchants (code),
  account_id         bigint NOT NULL REFERENCES accounts (id),
  -- the client's id of this deposit: a resent request finds its first answer here
  request_id         text   NOT NULL CHECK (length(request_id) BETWEEN 8 AND 64),
  request_hash       text   NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  method_id          text   NOT NULL,
  method_name        text   NOT NULL,
  method_type        text   NOT NULL CHECK (method_type IN ('manual', 'gateway', 'ewallet')),
  gateway            text,
  amount             bigint NOT NULL CHECK (amount > 0),
  currency           text   NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status             text   NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'rejected', 'failed', 'expired')),
  bank_account_id    text,
  bank_account_label text,
  transfer_reference text,
  payer_name         text,
  receipt            bytea  CHECK (octet_length(receipt) <= 5242880),
  receipt_type       text   CHECK (receipt_type IN ('image/png', 'image/jpeg')),
  -- the sandbox page's unguessable address; NULL for manual deposits
  pay_token          text   UNIQUE,
  pay_expires_at     timestamptz,
  gateway_reference  text,
  remark             text,
  decided_by         bigint,
  decided_at         timestamptz,
  ledger_tx_id       bigint REFERENCES ledger_transactions (id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, request_id),
  CHECK ((method_type = 'manual') = (bank_account_id IS NOT NULL)),
  CHECK ((status = 'success') = (ledger_tx_id IS NOT NULL)),
  CHECK ((receipt IS NULL) = (receipt_type IS NULL))
);

CREATE INDEX deposits_by_account ON deposits (account_id, id DESC);
CREATE INDEX deposits_by_status ON deposits (merchant, status, id DESC);

-- every webhook event received once: a second delivery of an event id is a replay
CREATE TABLE payment_callbacks (
  gateway     text   NOT NULL,
  event_id    text   NOT NULL,
  deposit_id  bigint NOT NULL REFERENCES deposits (id),
  status      text   NOT NULL,
  body_sha256 text   NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gateway, event_id)
);

-- a gateway's shared signing secret when no environment variable names one (the sandbox): one per database,
-- so every instance on it agrees
CREATE TABLE payment_gateway_secrets (
  merchant text NOT NULL REFERENCES merchants (code),
  gateway  text NOT NULL,
  secret   text NOT NULL CHECK (length(secret) >= 32),
  PRIMARY KEY (merchant, gateway)
);

CREATE TABLE bank_cards (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant       text   NOT NULL REFERENCES merchants (code),
  account_id     bigint NOT NULL REFERENCES accounts (id),
  bank_code      text   NOT NULL,
  bank_name      text   NOT NULL,
  payee_name     text   NOT NULL CHECK (length(payee_name) BETWEEN 2 AND 64),
  account_number text   NOT NULL CHECK (account_number ~ '^[0-9]{6,24}$'),
  created_at     timestamptz NOT NULL DEFAULT now(),
  removed_at     timestamptz
);

CREATE UNIQUE INDEX bank_cards_live ON bank_cards (account_id, bank_code, account_number) WHERE removed_at IS NULL;

CREATE TABLE withdrawals (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant          text   NOT NULL REFERENCES merchants (code),
  account_id        bigint NOT NULL REFERENCES accounts (id),
  request_id        text   NOT NULL CHECK (length(request_id) BETWEEN 8 AND 64),
  request_hash      text   NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  amount            bigint NOT NULL CHECK (amount > 0),
  currency          text   NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status            text   NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'rejected')),
  -- a copy of the card as it was, so removing the card later changes no past withdrawal
  bank_card_id      bigint NOT NULL REFERENCES bank_cards (id),
  bank_code         text   NOT NULL,
  bank_name         text   NOT NULL,
  payee_name        text   NOT NULL,
  account_number    text   NOT NULL,
  hold_tx_id        bigint NOT NULL REFERENCES ledger_transactions (id),
  final_tx_id       bigint REFERENCES ledger_transactions (id),
  payout_reference  text,
  remark            text,
  decided_by        bigint,
  decided_at        timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, request_id),
  CHECK ((status = 'pending') = (final_tx_id IS NULL))
);

CREATE INDEX withdrawals_by_account ON withdrawals (account_id, id DESC);
CREATE INDEX withdrawals_by_status ON withdrawals (merchant, status, id DESC);

CREATE TABLE operators (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant      text   NOT NULL REFERENCES merchants (code),
  username      text   NOT NULL CHECK (username = lower(username) AND length(username) BETWEEN 3 AND 32),
  password_hash text   NOT NULL,
  role          text   NOT NULL CHECK (role IN ('support', 'cashier', 'admin')),
  status        text   NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant, username)
);

ALTER TABLE deposits ADD FOREIGN KEY (decided_by) REFERENCES operators (id);
ALTER TABLE withdrawals ADD FOREIGN KEY (decided_by) REFERENCES operators (id);

CREATE TABLE operator_sessions (
  token_hash          text   PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  operator_id         bigint NOT NULL REFERENCES operators (id),
  created_at          timestamptz NOT NULL,
  idle_expires_at     timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  ended_at            timestamptz
);

CREATE INDEX operator_sessions_by_operator ON operator_sessions (operator_id);

CREATE TABLE operator_audit (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant    text   NOT NULL,
  -- NULL for failed log-ins of unknown names
  operator_id bigint REFERENCES operators (id),
  operator    text   NOT NULL,
  action      text   NOT NULL,
  subject     text   NOT NULL,
  detail      jsonb  NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(detail) = 'object'),
  ip          text   NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX operator_audit_by_action ON operator_audit (merchant, action, id DESC);

CREATE TRIGGER operator_audit_immutable BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
