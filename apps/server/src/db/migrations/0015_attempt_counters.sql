-- Guesses at a secret (log-in passwords, operator passwords, withdrawal passwords, the old password of a change) are
-- counted in one table, and an attempt is taken BEFORE its secret is checked: a counter refuses a new attempt while
-- its failures plus the attempts still being checked reach its limit, so a burst of parallel guesses checks at most the
-- limit (login_failures counted after the check, so a burst slipped past it). Each row carries the rule it runs under
-- (limit, lock, window), so one statement can take attempts on several counters at once.
ALTER TABLE login_failures RENAME TO attempt_counters;
ALTER TABLE attempt_counters DROP CONSTRAINT login_failures_scope_check;
ALTER TABLE attempt_counters RENAME CONSTRAINT login_failures_pkey TO attempt_counters_pkey;
UPDATE attempt_counters SET scope = 'login-' || scope;
ALTER TABLE attempt_counters ADD CONSTRAINT attempt_counters_scope_check CHECK (scope ~ '^[a-z][a-z-]{1,39}$');
ALTER TABLE attempt_counters
  -- attempts taken and not yet answered; they count until in_flight_until (a process that died mid-check leaks none for long)
  ADD COLUMN in_flight       integer NOT NULL DEFAULT 0 CHECK (in_flight >= 0),
  ADD COLUMN in_flight_until timestamptz,
  -- what the last take answered: taken, locked, or busy (too many attempts still being checked)
  ADD COLUMN last_take       text NOT NULL DEFAULT 'taken' CHECK (last_take IN ('taken', 'locked', 'busy')),
  ADD COLUMN lock_at         integer NOT NULL DEFAULT 10 CHECK (lock_at >= 1),
  ADD COLUMN lock_ms         bigint  NOT NULL DEFAULT 900000 CHECK (lock_ms > 0),
  ADD COLUMN window_ms       bigint  NOT NULL DEFAULT 3600000 CHECK (window_ms > 0);
ALTER TABLE attempt_counters ALTER COLUMN lock_at DROP DEFAULT, ALTER COLUMN lock_ms DROP DEFAULT, ALTER COLUMN window_ms DROP DEFAULT;
