-- The game catalogue per merchant (vendors, games, banners) and each player's favourites and recent games.
-- game_categories (0001) keeps the display order of categories and vendors; these tables hold what they offer.
-- Whether a vendor is transfer-mode is MERCHANT_CONFIG transferVendors (one list for the games and the transfers).

CREATE TABLE game_vendors (
  merchant     text    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- vassalage
  code         text    NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  category     text    NOT NULL,
  display_name text    NOT NULL CHECK (length(display_name) BETWEEN 1 AND 64),
  -- the game server that signs wallet calls for this vendor's games (a key of the provider secrets)
  provider     text    NOT NULL CHECK (provider ~ '^[A-Z0-9_]{2,32}$'),
  -- where a launched game opens: an absolute URL or a path on this server; the launch adds the token
  launch_url   text    NOT NULL,
  enabled      boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant, code)
);

CREATE TABLE games (
  node_id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant          text    NOT NULL,
  vendor            text    NOT NULL,
  game_id           text    NOT NULL CHECK (length(game_id) BETWEEN 1 AND 64),
  game_code         text    NOT NULL CHECK (game_code ~ '^[a-z0-9-]{1,64}$'),
  game_type         text    NOT NULL CHECK (game_type IN ('LOCAL', 'LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'ESPORTS',
                                                          'PVP', 'COCKFIGHT', 'BGS', 'inhouse')),
  name              text    NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  room_id           text,
  icon_url          text    NOT NULL,
  mobile_large_icon text    NOT NULL,
  tel_node_id       integer,
  -- 0 when free play is supported (SPEC 3 supportPlay)
  support_play      integer NOT NULL DEFAULT 1 CHECK (support_play IN (0, 1)),
  lotto_mode        text,
  game_group_id     text,
  is_new            boolean NOT NULL DEFAULT false,
  launch_kind       text    NOT NULL DEFAULT 'H5' CHECK (launch_kind IN ('H5', 'VASSALAGE')),
  -- address of an in-house game's server (LOCAL); NULL for vendor games
  url               text,
  min_bet           bigint  NOT NULL DEFAULT 100 CHECK (min_bet > 0),
  lines             integer NOT NULL DEFAULT 0 CHECK (lines >= 0),
  sort              integer NOT NULL DEFAULT 0,
  enabled           boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant, vendor) REFERENCES game_vendors (merchant, code) ON DELETE CASCADE,
  UNIQUE (merchant, vendor, game_code)
);

CREATE INDEX games_merchant_sort ON games (merchant, sort, node_id);

CREATE TABLE game_favourites (
  account_id bigint  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  node_id    integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, node_id)
);

CREATE INDEX game_favourites_newest ON game_favourites (account_id, created_at DESC);

CREATE TABLE game_recent (
  account_id bigint  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  node_id    integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  played_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, node_id)
);

CREATE INDEX game_recent_newest ON game_recent (account_id, played_at DESC);

CREATE TABLE game_banners (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant    text    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  group_name  text    NOT NULL CHECK (group_name IN ('m_home', 'm_vip', 'm_youtube', 'm_recommend', 'm_local', 'm_newgame')),
  title       text    NOT NULL,
  image_url   text    NOT NULL,
  linkage     text    NOT NULL DEFAULT '',
  linkage_type text   NOT NULL DEFAULT 'N' CHECK (linkage_type IN ('G', 'V', 'U', 'N')),
  sort        integer NOT NULL DEFAULT 0,
  enabled     boolean NOT NULL DEFAULT true
);

CREATE INDEX game_banners_group ON game_banners (merchant, group_name, sort);

-- Every change to what the lobby shows moves the merchant's revision, so each instance's cache sees it.
CREATE TABLE catalogue_revisions (
  merchant text   PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  revision bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION catalogue_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := coalesce(NEW.merchant, OLD.merchant);
BEGIN
  INSERT INTO catalogue_revisions (merchant) VALUES (changed)
    ON CONFLICT (merchant) DO UPDATE SET revision = catalogue_revisions.revision + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER game_vendors_touch AFTER INSERT OR UPDATE OR DELETE ON game_vendors
  FOR EACH ROW EXECUTE FUNCTION catalogue_touch();
CREATE TRIGGER games_touch AFTER INSERT OR UPDATE OR DELETE ON games
  FOR EACH ROW EXECUTE FUNCTION catalogue_touch();
CREATE TRIGGER game_banners_touch AFTER INSERT OR UPDATE OR DELETE ON game_banners
  FOR EACH ROW EXECUTE FUNCTION catalogue_touch();
CREATE TRIGGER game_categories_touch AFTER INSERT OR UPDATE OR DELETE ON game_categories
  FOR EACH ROW EXECUTE FUNCTION catalogue_touch();
