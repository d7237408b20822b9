-- Merchants, the game category list the lobby and drawer show, and the marker of seeds already run.

CREATE TABLE merchants (
  code       text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  name       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE game_categories (
  merchant text    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  category text    NOT NULL,
  sort     integer NOT NULL,
  -- [{ "vassalage": "LUMEN", "accountTypeName": "Lumen Slots" }, ...] in display order
  vendors  jsonb   NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(vendors) = 'array'),
  PRIMARY KEY (merchant, category)
);

CREATE INDEX game_categories_sort ON game_categories (merchant, sort);

CREATE TABLE seed_runs (
  name   text PRIMARY KEY,
  ran_at timestamptz NOT NULL DEFAULT now()
);
