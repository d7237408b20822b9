-- The game record (docs/spec.md 2.1 /m/gameRecord) reads one player's rounds newest first over a period; without this
-- index every call would scan the merchant's rounds (wallet_rounds_node_recent leads with the merchant, not the player).
CREATE INDEX wallet_rounds_account_recent ON wallet_rounds (account_id, created_at DESC);
