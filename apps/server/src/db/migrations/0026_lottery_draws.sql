-- Lottery draws (docs/server/lottery-draws.md): one row per merchant, game and draw, created ahead from the game's
-- schedule. A house game's secret stays on the server until the draw; its commitment is public from the opening of
-- sales. An official game's result is entered by one operator and confirmed by another (four eyes).

CREATE TABLE lottery_draws (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant      text   NOT NULL REFERENCES merchants (code),
  game_id       text   NOT NULL,
  -- YYYYMMDD-NNNN: the local date of the draw and its place in that day
  draw_number   text   NOT NULL CHECK (draw_number ~ '^[0-9]{8}-[0-9]{4,6}$'),
  result_source text   NOT NULL CHECK (result_source IN ('house', 'official')),
  opens_at      timestamptz NOT NULL,
  closes_at     timestamptz NOT NULL,
  draw_at       timestamptz NOT NULL,
  status        text   NOT NULL DEFAULT 'scheduled'
                CHECK (status IN ('scheduled', 'open', 'closed', 'drawn', 'settled', 'void')),
  -- house games only: 64 hex digits, revealed once drawn; its SHA-256 is the commitment
  secret        text   CHECK (secret ~ '^[0-9a-f]{64}$'),
  commitment    text   CHECK (commitment ~ '^[0-9a-f]{64}$'),
  result        jsonb,
  drawn_at      timestamptz,
  settled_at    timestamptz,
  void_reason   text   CHECK (length(void_reason) BETWEEN 1 AND 500),
  voided_by     bigint REFERENCES operators (id),
  voided_at     timestamptz,
  created_at    timestamptz NOT NULL,
  UNIQUE (merchant, game_id, draw_number),
  CHECK (opens_at <= closes_at AND closes_at <= draw_at),
  CHECK ((result_source = 'house') = (secret IS NOT NULL AND commitment IS NOT NULL)),
  CHECK (status NOT IN ('drawn', 'settled') OR (result IS NOT NULL AND drawn_at IS NOT NULL)),
  CHECK (status <> 'settled' OR settled_at IS NOT NULL),
  CHECK ((status = 'void') = (void_reason IS NOT NULL AND voided_by IS NOT NULL AND voided_at IS NOT NULL))
);

-- the jobs' work: draws still to open, close, draw or settle, by time
CREATE INDEX lottery_draws_pending ON lottery_draws (merchant, draw_at)
  WHERE status IN ('scheduled', 'open', 'closed', 'drawn');
-- a game's draws by time (menu, numero, history)
CREATE INDEX lottery_draws_game_time ON lottery_draws (merchant, game_id, draw_at);

-- An official result as entered, pending until a second operator enters the same result; one per draw.
CREATE TABLE lottery_result_entries (
  draw_id       bigint PRIMARY KEY REFERENCES lottery_draws (id),
  result        jsonb  NOT NULL,
  entered_by    bigint NOT NULL REFERENCES operators (id),
  entered_at    timestamptz NOT NULL,
  confirmed_by  bigint REFERENCES operators (id),
  confirmed_at  timestamptz,
  CHECK ((confirmed_by IS NULL) = (confirmed_at IS NULL)),
  CHECK (confirmed_by IS NULL OR confirmed_by <> entered_by)
);
