-- Guesses at a secret (log-in passwords, operator passwords, withdrawal passwords, the old password of a change) are
-- counted in one table, and each attempt is counted BEFORE its secret is checked: a burst of parallel guesses then
-- checks at most the limit (login_failures counted after the check, so a burst slipped past it). Each row carries the
-- rule it runs under (limit, lock and window), so one statement can take attempts of several scopes at once.
ALTER TABLE login_failures RENAME TO attempt_counters;
ALTER TABLE attempt_counters RENAME COLUMN failures TO attempts;
ALTER TABLE attempt_counters DROP CONSTRAINT login_failures_scope_check;
ALTER TABLE attempt_counters RENAME CONSTRAINT login_failures_pkey TO attempt_counters_pkey;
UPDATE attempt_counters SET scope = 'login-' || scope;
ALTER TABLE attempt_counters ADD CONSTRAINT attempt_counters_scope_check CHECK (scope ~ '^[a-z][a-z-]{1,39}$');
ALTER TABLE attempt_counters
  ADD COLUMN lock_at   integer NOT NULL DEFAULT 10 CHECK (lock_at >= 1),
  ADD COLUMN lock_ms   bigint  NOT NULL DEFAULT 900000 CHECK (lock_ms > 0),
  ADD COLUMN window_ms bigint  NOT NULL DEFAULT 3600000 CHECK (window_ms > 0);
ALTER TABLE attempt_counters ALTER COLUMN lock_at DROP DEFAULT, ALTER COLUMN lock_ms DROP DEFAULT, ALTER COLUMN window_ms DROP DEFAULT;
