-- Security questions: the merchant's list (texts per language) and each player's chosen questions with their
-- answers, stored only as argon2id hashes of the normalised answer.

CREATE TABLE security_questions (
  id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant text    NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  code     text    NOT NULL CHECK (code ~ '^[a-z0-9_]{2,48}$'),
  -- { "EN": "...", "TL": "...", ... }; English always, other languages fall back to it
  texts    jsonb   NOT NULL CHECK (jsonb_typeof(texts) = 'object' AND texts ? 'EN'),
  sort     integer NOT NULL DEFAULT 0,
  -- a retired question is offered no more, but players who chose it keep it until they change their answers
  active   boolean NOT NULL DEFAULT true,
  UNIQUE (merchant, code)
);

CREATE INDEX security_questions_by_merchant ON security_questions (merchant, sort, id);

CREATE TABLE customer_security_answers (
  account_id  bigint   NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  question_id bigint   NOT NULL REFERENCES security_questions (id),
  -- the order the player chose the questions in
  position    smallint NOT NULL CHECK (position BETWEEN 1 AND 10),
  answer_hash text     NOT NULL CHECK (answer_hash LIKE '$argon2id$%'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, question_id),
  UNIQUE (account_id, position)
);
