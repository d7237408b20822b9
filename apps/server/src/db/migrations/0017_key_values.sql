-- The key-value store (replay guard of sealed bodies, one-time tickets, counters) in the database when no Redis is
-- configured: it outlives a restart, so a captured sealed body cannot be replayed after one within its time window,
-- and instances sharing the database share it. Rows past expires_at count as absent and are swept now and then.
CREATE TABLE key_values (
  key        text PRIMARY KEY,
  value      text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX key_values_expiry ON key_values (expires_at);
