-- Game launches and the seamless wallet API for game servers: launch tokens, game sessions, rounds and every
-- provider call with its first answer. Money itself moves only through the ledger (postings keyed by these calls).

CREATE TABLE game_launch_tokens (
  -- SHA-256 of the token; the token itself is only in the launch URL
  token_hash  text    PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  merchant    text    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  account_id  bigint  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  node_id     integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  provider    text    NOT NULL,
  mode        text    NOT NULL CHECK (mode IN ('real', 'fun')),
  language    text    NOT NULL,
  lobby_url   text    NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX game_launch_tokens_expiry ON game_launch_tokens (expires_at);

CREATE TABLE game_sessions (
  id                text    PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  merchant          text    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  provider          text    NOT NULL,
  account_id        bigint  NOT NULL REFERENCES accounts (id),
  node_id           integer NOT NULL REFERENCES games (node_id),
  vendor            text    NOT NULL,
  mode              text    NOT NULL CHECK (mode IN ('real', 'fun')),
  -- the ledger account bets come from and wins go to: main wallet, or the vendor sub-wallet in transfer mode
  wallet_account_id bigint,
  created_at        timestamptz NOT NULL DEFAULT now(),
  last_active_at    timestamptz NOT NULL DEFAULT now(),
  ended_at          timestamptz,
  CHECK ((mode = 'real') = (wallet_account_id IS NOT NULL))
);

CREATE INDEX game_sessions_account ON game_sessions (account_id, created_at DESC);

CREATE TABLE wallet_rounds (
  provider     text    NOT NULL,
  round_id     text    NOT NULL,
  merchant     text    NOT NULL,
  session_id   text    NOT NULL REFERENCES game_sessions (id),
  account_id   bigint  NOT NULL,
  node_id      integer NOT NULL,
  status       text    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  bet_total    bigint  NOT NULL DEFAULT 0 CHECK (bet_total >= 0),
  win_total    bigint  NOT NULL DEFAULT 0 CHECK (win_total >= 0),
  refund_total bigint  NOT NULL DEFAULT 0 CHECK (refund_total >= 0),
  -- bets, wins and rollbacks seen (a zero win counts: it resolves the round)
  bet_count    integer NOT NULL DEFAULT 0,
  win_count    integer NOT NULL DEFAULT 0,
  -- the round's net already moved between game_round and house, and how many settlement postings made it
  settled      bigint  NOT NULL DEFAULT 0,
  settlements  integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  closed_at    timestamptz,
  PRIMARY KEY (provider, round_id),
  CHECK (refund_total <= bet_total)
);

CREATE INDEX wallet_rounds_node_recent ON wallet_rounds (merchant, created_at, node_id);

CREATE TABLE wallet_calls (
  provider        text   NOT NULL,
  -- the provider's transaction id; a rollback of a bet never seen also claims that bet's id here (kind 'void')
  transaction_id  text   NOT NULL,
  kind            text   NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'endRound', 'void')),
  merchant        text   NOT NULL,
  round_id        text   NOT NULL,
  session_id      text   NOT NULL,
  account_id      bigint NOT NULL,
  node_id         integer NOT NULL,
  amount          bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- the bet a rollback returns
  bet_transaction_id text,
  rolled_back     boolean NOT NULL DEFAULT false,
  -- SHA-256 of the call's content without its timestamp: a retry matches, other content under the id does not
  request_hash    text   NOT NULL,
  ledger_transaction_id bigint,
  response        jsonb  NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, transaction_id)
);

CREATE INDEX wallet_calls_round ON wallet_calls (provider, round_id);
-- the winners board reads the biggest recent wins
CREATE INDEX wallet_calls_wins ON wallet_calls (merchant, created_at) WHERE kind = 'win' AND amount > 0;
