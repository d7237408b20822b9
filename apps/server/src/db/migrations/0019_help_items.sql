-- The help centre (docs/spec.md sections 2.3, 3 and 7.2): titled sections with child sections, per language, that
-- operators write; a tag lets a link open one section (terms, privacy, faq).

CREATE TABLE help_items (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant   text    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  tag        text    CHECK (tag IS NULL OR tag ~ '^[a-z][a-z0-9-]{0,31}$'),
  -- per language code: { "title": plain text, "content": HTML, "children": [{ "title", "content": HTML }] }, the HTML
  -- sanitised before it was stored
  texts      jsonb   NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
  -- lower first; then the order of creation
  sort       integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 9999),
  -- retired sections are shown to no one and kept for the record
  retired_at timestamptz,
  -- operator names (or "demo" for the demo content)
  created_by text    NOT NULL,
  updated_by text    NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- a link opens the one live section with its tag; retired ones keep theirs for the record
CREATE UNIQUE INDEX help_items_live_tag ON help_items (merchant, tag) WHERE retired_at IS NULL AND tag IS NOT NULL;
-- the players' list: live sections of a merchant in order
CREATE INDEX help_items_live ON help_items (merchant, sort, id) WHERE retired_at IS NULL;
