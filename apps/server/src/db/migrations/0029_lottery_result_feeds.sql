-- Official results from a results feed (docs/server/lottery-draws.md, "Results feeds"): the name of the feed a draw's
-- result came from; NULL when it came from two operators (lottery_result_entries) or from the house's own secret.
ALTER TABLE lottery_draws ADD COLUMN result_feed text;
