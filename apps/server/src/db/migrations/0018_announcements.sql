-- Announcements (docs/spec.md sections 3, 4 and 7.3): what operators publish to players and guests, per content type,
-- execution segment, language and schedule, and which of them each player has read.

CREATE TABLE announcements (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant       text     NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- SPEC 3 content types: Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR
  type           text     NOT NULL CHECK (type IN ('A', 'PL', 'B', 'PU', 'PR')),
  -- SPEC 3 execution: A logged-in players, B guests, F a player's first log-in
  execution      text[]   NOT NULL CHECK (cardinality(execution) >= 1 AND execution <@ ARRAY['A', 'B', 'F']),
  -- per language code: { "title": plain text, "content": HTML sanitised before it was stored }
  texts          jsonb    NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
  promotion_type text,
  -- a popup's options (closable, hideToday, forcedReading, preferRegister); popups only, and every popup has them
  popup          jsonb    CHECK (popup IS NULL OR jsonb_typeof(popup) = 'object'),
  start_at       timestamptz NOT NULL,
  end_at         timestamptz,
  sort           integer  NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 9999),
  -- retired announcements are shown to no one and kept for the record
  retired_at     timestamptz,
  -- operator names (or "demo" for the demo content)
  created_by     text     NOT NULL,
  updated_by     text     NOT NULL,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  CHECK ((type = 'PU') = (popup IS NOT NULL)),
  CHECK (end_at IS NULL OR end_at > start_at)
);

-- the players' and guests' lists: live announcements of a merchant, highest sort first
CREATE INDEX announcements_live ON announcements (merchant, sort DESC, start_at DESC) WHERE retired_at IS NULL;

CREATE TABLE announcement_reads (
  account_id      bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  announcement_id bigint NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  read_at         timestamptz NOT NULL,
  PRIMARY KEY (account_id, announcement_id)
);

-- A session opened while the account had never logged in is its first log-in (the log-in answer's firstTimeLogin,
-- whose flag on the account is cleared at that log-in): announcements of segment F are shown for as long as that
-- session lives. Sessions from before this migration count as later log-ins.
ALTER TABLE sessions ADD COLUMN first_login boolean NOT NULL DEFAULT false;
