-- Live chat (docs/spec.md sections 2.3 "Message centre", 4 "Live chat" and 7.7): a player's conversations with
-- support, their messages and images, and what the player and the operators have read.

CREATE TABLE chat_conversations (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant        text   NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  account_id      bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- waiting: no operator yet; active: taken by operator_id; closed: ended (the player's next message opens another)
  status          text   NOT NULL CHECK (status IN ('waiting', 'active', 'closed')),
  operator_id     bigint REFERENCES operators (id),
  -- the operators' read mark of this conversation (shared by the desk): the last message id they have seen
  staff_read_id   bigint NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL,
  last_message_at timestamptz NOT NULL,
  closed_at       timestamptz,
  CHECK (status <> 'active' OR operator_id IS NOT NULL),
  CHECK ((status = 'closed') = (closed_at IS NOT NULL))
);

-- a player has at most one open conversation; a new one starts only after the last was closed
CREATE UNIQUE INDEX chat_conversations_open ON chat_conversations (account_id) WHERE status <> 'closed';
CREATE INDEX chat_conversations_account ON chat_conversations (account_id, id DESC);
-- the desk's list: waiting first, then by the last message
CREATE INDEX chat_conversations_desk ON chat_conversations (merchant, last_message_at DESC);

-- images are kept like head icons (bytea), served only to the conversation's player and the merchant's operators
CREATE TABLE chat_images (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  content_type    text   NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  data            bytea  NOT NULL,
  created_at      timestamptz NOT NULL
);

CREATE TABLE chat_messages (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  -- the conversation's player, on every message (the player's sends are idempotent per account)
  account_id      bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  author          text   NOT NULL CHECK (author IN ('player', 'operator', 'system')),
  -- the operator who wrote an operator's message, or whose action a system message records
  operator_id     bigint REFERENCES operators (id),
  -- the author's id of the message: a resend after a lost answer finds the first one instead of writing another
  client_id       text   CHECK (client_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  -- plain text, never HTML; empty for an image alone or a system line
  text            text   NOT NULL CHECK (length(text) <= 1000),
  image_id        bigint REFERENCES chat_images (id) ON DELETE SET NULL,
  -- system messages: what happened
  event           text   CHECK (event IN ('taken', 'closed')),
  sent_at         timestamptz NOT NULL,
  CHECK ((author = 'system') = (event IS NOT NULL)),
  CHECK (author <> 'operator' OR operator_id IS NOT NULL),
  CHECK ((author = 'system') = (client_id IS NULL))
);

CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);
CREATE UNIQUE INDEX chat_messages_player_client ON chat_messages (account_id, client_id) WHERE author = 'player';
CREATE UNIQUE INDEX chat_messages_operator_client ON chat_messages (operator_id, client_id) WHERE author = 'operator';
-- the player's unread count: operators' messages after the player's read mark
CREATE INDEX chat_messages_account_operator ON chat_messages (account_id, id) WHERE author = 'operator';

-- the player's read mark, across their conversations: the last message id they have seen
CREATE TABLE chat_player_reads (
  account_id   bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  last_read_id bigint NOT NULL,
  read_at      timestamptz NOT NULL
);
