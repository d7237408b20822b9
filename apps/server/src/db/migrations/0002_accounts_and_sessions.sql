-- Accounts, sessions and what guards getting in: captchas, SMS codes, log-in failure counters,
-- social identities and head icons.

CREATE TABLE accounts (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant            text     NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  -- users type the name in any case; it is stored in lower case so uniqueness ignores case
  username            text     NOT NULL CHECK (username = lower(username) AND length(username) BETWEEN 2 AND 64),
  -- argon2id PHC string; NULL for trial, social-only and mobile-without-password accounts
  password_hash       text,
  member_type         smallint NOT NULL DEFAULT 0,
  status              text     NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  nickname            text     NOT NULL DEFAULT '',
  email               text     NOT NULL DEFAULT '',
  payee_name          text     NOT NULL DEFAULT '',
  -- dialing code without "+" and the national number without trunk prefix, digits only
  phone_country_code  text     CHECK (phone_country_code ~ '^[0-9]{1,4}$'),
  phone_number        text     CHECK (phone_number ~ '^[0-9]{4,15}$'),
  affiliate_code      text,
  parent_id           bigint   REFERENCES accounts (id) ON DELETE SET NULL,
  vip_label           text     NOT NULL DEFAULT '',
  vip_progress        real     NOT NULL DEFAULT 0 CHECK (vip_progress BETWEEN 0 AND 1),
  -- play money of trial accounts in minor units; the ledger keeps real money
  trial_balance       bigint   CHECK (trial_balance >= 0),
  payment_password_hash text,
  -- registration extras (idNumber, qqNum, facebook, wechat, line, whatsapp, zalo, recommenderId)
  contacts            jsonb    NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(contacts) = 'object'),
  register_method     text,
  register_url        text,
  temporary_password  boolean  NOT NULL DEFAULT false,
  first_time_login    boolean  NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((phone_country_code IS NULL) = (phone_number IS NULL))
);

CREATE UNIQUE INDEX accounts_username ON accounts (merchant, username);
CREATE UNIQUE INDEX accounts_phone ON accounts (merchant, phone_country_code, phone_number) WHERE phone_number IS NOT NULL;
CREATE UNIQUE INDEX accounts_affiliate_code ON accounts (merchant, upper(affiliate_code)) WHERE affiliate_code IS NOT NULL;
CREATE INDEX accounts_parent ON accounts (parent_id) WHERE parent_id IS NOT NULL;

CREATE TABLE account_icons (
  account_id   bigint PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  -- random public file name; a new upload gets a new name, so caches never show a stale icon
  file_name    text   NOT NULL UNIQUE,
  content_type text   NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  data         bytea  NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  -- SHA-256 of the token (hex); the token itself is never stored
  token_hash          text   PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  account_id          bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind                text   NOT NULL CHECK (kind IN ('normal', 'trial')),
  created_at          timestamptz NOT NULL,
  last_seen_at        timestamptz NOT NULL,
  idle_expires_at     timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  ended_at            timestamptz,
  end_reason          text CHECK (end_reason IN ('logout', 'password-change', 'password-reset'))
);

CREATE INDEX sessions_open_by_account ON sessions (account_id) WHERE ended_at IS NULL;
CREATE INDEX sessions_absolute_expiry ON sessions (absolute_expires_at);

CREATE TABLE captchas (
  id          text PRIMARY KEY,
  merchant    text NOT NULL,
  -- SHA-256 of id and answer; the answer itself is never stored
  answer_hash text NOT NULL,
  client_ip   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE INDEX captchas_expiry ON captchas (expires_at);

CREATE TABLE sms_codes (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant           text NOT NULL,
  purpose            text NOT NULL CHECK (purpose IN ('register', 'noLogin')),
  phone_country_code text NOT NULL,
  phone_number       text NOT NULL,
  salt               text NOT NULL,
  code_hash          text NOT NULL,
  client_ip          text NOT NULL,
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  wrong_tries        integer NOT NULL DEFAULT 0,
  used_at            timestamptz
);

CREATE INDEX sms_codes_by_phone ON sms_codes (merchant, phone_country_code, phone_number, created_at DESC);
CREATE INDEX sms_codes_by_ip ON sms_codes (merchant, client_ip, created_at DESC);

-- failed log-ins per username (known or not, so counting reveals nothing) and per client IP
CREATE TABLE login_failures (
  merchant     text    NOT NULL,
  scope        text    NOT NULL CHECK (scope IN ('account', 'ip')),
  subject      text    NOT NULL,
  failures     integer NOT NULL,
  window_start timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (merchant, scope, subject)
);

CREATE TABLE social_identities (
  merchant   text   NOT NULL,
  provider   text   NOT NULL,
  subject    text   NOT NULL,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email      text   NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, provider, subject)
);

CREATE INDEX social_identities_account ON social_identities (account_id);
