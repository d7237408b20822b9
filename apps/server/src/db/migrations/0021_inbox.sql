-- The player's inbox (docs/spec.md sections 2.1 /m/webEmail, 2.3 "Message centre", 6 and 7.3): messages operators send
-- to one player, a segment of players or everyone, and the answers to players' feedback; one delivery row per
-- recipient, made when the message is sent, with the recipient's read and delete.

CREATE TABLE inbox_messages (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant    text   NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- operator: written by an operator; feedback: the answer to one of the player's feedbacks
  source      text   NOT NULL CHECK (source IN ('operator', 'feedback')),
  -- who it was sent to, as the operator named them: { "kind": "player", "username" } | { "kind": "segment",
  -- "segment" } | { "kind": "all" }; the recipients themselves are the deliveries
  audience    jsonb  NOT NULL CHECK (audience ->> 'kind' IN ('player', 'segment', 'all')),
  -- per language code: { "title": plain text, "content": HTML sanitised before it was stored }
  texts       jsonb  NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
  -- the feedback a message of source feedback answers (its foreign key comes with the feedback table, 0022)
  feedback_id bigint,
  -- withdrawn messages are in no one's inbox and kept for the record
  retired_at  timestamptz,
  -- operator name (or "demo" for the demo content)
  created_by  text   NOT NULL,
  created_at  timestamptz NOT NULL,
  CHECK ((source = 'feedback') = (feedback_id IS NOT NULL)),
  CHECK (source = 'operator' OR audience ->> 'kind' = 'player')
);

CREATE INDEX inbox_messages_newest ON inbox_messages (merchant, id DESC);

CREATE TABLE inbox_deliveries (
  message_id bigint NOT NULL REFERENCES inbox_messages (id) ON DELETE CASCADE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  read_at    timestamptz,
  -- deleted by the player: gone from their inbox, kept for the operators' counts
  deleted_at timestamptz,
  -- the player's inbox, newest first (message ids grow with sending)
  PRIMARY KEY (account_id, message_id)
);

-- an operator's list: recipients, reads and deletes of each message
CREATE INDEX inbox_deliveries_message ON inbox_deliveries (message_id);
