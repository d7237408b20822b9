-- The Palaro Originals game server: its game sessions, each player's seed pairs per game and every round with
-- what it takes to verify it. No money lives here: a round moves money only through the seamless wallet
-- (/gw/wallet), with the transaction ids <round_id>:bet, <round_id>:win, <round_id>:end (and <round_id>:rollback).

-- Every configuration a round was played with (paytable, reel strips, limits), so a round verifies against the
-- exact table it was played on even after the game's configuration changes.
CREATE TABLE originals_tables (
  -- SHA-256 of the configuration's canonical JSON
  config_hash text    PRIMARY KEY CHECK (config_hash ~ '^[0-9a-f]{64}$'),
  game_code   text    NOT NULL CHECK (game_code ~ '^[a-z0-9-]{1,64}$'),
  engine      text    NOT NULL CHECK (engine IN ('slot', 'color-game', 'baccarat')),
  config      jsonb   NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE originals_sessions (
  id                text    PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  -- SHA-256 of the bearer token the game page holds; the token itself is never stored
  token_hash        text    NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  merchant          text    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- the seamless wallet's game session the launch token was exchanged for
  wallet_session_id text    NOT NULL,
  -- the wallet's opaque player id: seeds and rounds belong to it
  player_id         text    NOT NULL,
  player_name       text    NOT NULL,
  game_code         text    NOT NULL,
  game_name         text    NOT NULL,
  node_id           integer NOT NULL,
  mode              text    NOT NULL CHECK (mode IN ('real', 'fun')),
  currency          text    NOT NULL,
  language          text    NOT NULL,
  lobby_url         text    NOT NULL,
  -- real: the wallet's last answered balance (display only); fun: the demo money itself
  balance           bigint  NOT NULL CHECK (balance >= 0),
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL
);

CREATE INDEX originals_sessions_expiry ON originals_sessions (expires_at);

CREATE TABLE originals_seed_pairs (
  id               bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant         text    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  player_id        text    NOT NULL,
  game_code        text    NOT NULL,
  -- secret while in use: it leaves the server only once revealed_at is set
  server_seed      text    NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text    NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed      text    NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  next_nonce       integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at       timestamptz NOT NULL,
  revealed_at      timestamptz
);

-- one pair in use per player and game
CREATE UNIQUE INDEX originals_seed_pairs_in_use ON originals_seed_pairs (merchant, player_id, game_code) WHERE revealed_at IS NULL;
CREATE INDEX originals_seed_pairs_revealed ON originals_seed_pairs (merchant, player_id, game_code, revealed_at DESC) WHERE revealed_at IS NOT NULL;

-- A committed seed never changes, nonces only go up, and a revealed pair stays revealed.
CREATE FUNCTION originals_seed_pairs_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'originals_seed_pairs rows are never deleted';
  END IF;
  IF NEW.server_seed <> OLD.server_seed OR NEW.server_seed_hash <> OLD.server_seed_hash OR NEW.client_seed <> OLD.client_seed
     OR NEW.player_id <> OLD.player_id OR NEW.game_code <> OLD.game_code OR NEW.merchant <> OLD.merchant
     OR NEW.next_nonce < OLD.next_nonce OR (OLD.revealed_at IS NOT NULL AND NEW.revealed_at IS DISTINCT FROM OLD.revealed_at)
     OR (OLD.revealed_at IS NOT NULL AND NEW.next_nonce <> OLD.next_nonce) THEN
    RAISE EXCEPTION 'a committed seed pair cannot be changed';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER originals_seed_pairs_guard BEFORE UPDATE OR DELETE ON originals_seed_pairs
  FOR EACH ROW EXECUTE FUNCTION originals_seed_pairs_guard();

CREATE TABLE originals_rounds (
  -- the wallet's roundId
  round_id      text    PRIMARY KEY CHECK (round_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  merchant      text    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  session_id    text    NOT NULL REFERENCES originals_sessions (id),
  player_id     text    NOT NULL,
  game_code     text    NOT NULL,
  config_hash   text    NOT NULL REFERENCES originals_tables (config_hash),
  mode          text    NOT NULL CHECK (mode IN ('real', 'fun')),
  -- the game page's id for the round call: the same id again answers this round
  request_id    text    NOT NULL,
  -- the bet as sent (amounts as strings of minor units)
  bet           jsonb   NOT NULL,
  total_bet     bigint  NOT NULL CHECK (total_bet > 0),
  -- betting: bet not confirmed yet; drawn: bet taken, outcome fixed; paid: win paid; settled: round ended;
  -- refused: the wallet refused the bet (nothing played); rolled_back: the bet was returned
  status        text    NOT NULL CHECK (status IN ('betting', 'drawn', 'paid', 'settled', 'refused', 'rolled_back')),
  -- the wallet's error code of a refused bet
  refusal       text,
  seed_pair_id  bigint  REFERENCES originals_seed_pairs (id),
  nonce         integer CHECK (nonce >= 0),
  -- what the stream decided (stops, dice, cards) and the whole settled round, amounts as strings
  outcome       jsonb,
  details       jsonb,
  total_win     bigint  CHECK (total_win >= 0),
  balance_after bigint,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  UNIQUE (merchant, player_id, request_id),
  UNIQUE (seed_pair_id, nonce),
  CHECK (status IN ('betting', 'refused', 'rolled_back')
         OR (seed_pair_id IS NOT NULL AND nonce IS NOT NULL AND outcome IS NOT NULL AND details IS NOT NULL AND total_win IS NOT NULL)),
  CHECK ((status = 'refused') = (refusal IS NOT NULL))
);

CREATE INDEX originals_rounds_history ON originals_rounds (merchant, player_id, game_code, created_at DESC);
-- rounds the server still has to finish with the wallet
CREATE INDEX originals_rounds_unfinished ON originals_rounds (updated_at) WHERE status IN ('betting', 'drawn', 'paid');

-- A drawn round is a record: its bet, seeds and outcome never change, and rounds are never deleted.
CREATE FUNCTION originals_rounds_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'originals_rounds rows are never deleted';
  END IF;
  IF NEW.bet <> OLD.bet OR NEW.total_bet <> OLD.total_bet OR NEW.player_id <> OLD.player_id OR NEW.config_hash <> OLD.config_hash
     OR (OLD.nonce IS NOT NULL AND (NEW.nonce IS DISTINCT FROM OLD.nonce OR NEW.seed_pair_id IS DISTINCT FROM OLD.seed_pair_id
         OR NEW.outcome IS DISTINCT FROM OLD.outcome OR NEW.total_win IS DISTINCT FROM OLD.total_win))
     OR OLD.status IN ('settled', 'refused', 'rolled_back') THEN
    RAISE EXCEPTION 'a played round cannot be changed';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER originals_rounds_guard BEFORE UPDATE OR DELETE ON originals_rounds
  FOR EACH ROW EXECUTE FUNCTION originals_rounds_guard();
