-- Feedback (docs/spec.md sections 2.3, 3 "Feedback", 5 and 7.2): a member's question of a type with a description and
-- up to three png or jpg images; an operator answers it once, into the player's inbox.

CREATE TABLE feedback (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant         text     NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  account_id       bigint   NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- the name the player gave for the reply, else the account's name
  sender           text     NOT NULL,
  -- SPEC 3 question types: deposit 1, withdraw 2, game 3, service 4, apply 6, other 0
  type             smallint NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 6)),
  -- trimmed; SPEC 5: 20 to 200 characters (code points), checked by the server before it is stored
  content          text     NOT NULL CHECK (char_length(content) BETWEEN 20 AND 200),
  status           text     NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
  -- the inbox message that answered it
  reply_message_id bigint   REFERENCES inbox_messages (id),
  answered_by      text,
  answered_at      timestamptz,
  created_at       timestamptz NOT NULL,
  CHECK ((status = 'answered') = (reply_message_id IS NOT NULL)),
  CHECK ((status = 'answered') = (answered_at IS NOT NULL AND answered_by IS NOT NULL))
);

-- the operators' queue, newest first, by status and by player
CREATE INDEX feedback_queue ON feedback (merchant, status, id DESC);
CREATE INDEX feedback_by_account ON feedback (account_id, id DESC);

CREATE TABLE feedback_images (
  feedback_id  bigint   NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  -- in the order sent, from 0
  position     smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
  -- by the file's own first bytes
  content_type text     NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  -- SPEC 9: 5 MB at most
  data         bytea    NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 5242880),
  PRIMARY KEY (feedback_id, position)
);

ALTER TABLE inbox_messages
  ADD CONSTRAINT inbox_messages_feedback FOREIGN KEY (feedback_id) REFERENCES feedback (id) ON DELETE CASCADE;
