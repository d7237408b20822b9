-- A game session belongs to the login session that launched it: bets (and balance reads) stop when that login session
-- ends (logout, password change or reset, account disabled) or expires, and a game launched before the account's
-- password changed stops too. Rows from before this migration have no login session and keep their old rules.
ALTER TABLE game_launch_tokens ADD COLUMN login_token_hash text CHECK (login_token_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE game_sessions ADD COLUMN login_token_hash text CHECK (login_token_hash ~ '^[0-9a-f]{64}$');
-- when the account's password was last set: games launched before it may no longer bet
ALTER TABLE accounts ADD COLUMN credentials_changed_at timestamptz;
