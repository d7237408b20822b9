-- Originals records (triggers of migration 0009): a committed seed never changes, nonces only go up, and a revealed
-- pair stays revealed; a drawn round's bet, seeds and outcome never change; neither is ever deleted.

CREATE OR REPLACE FUNCTION originals_seed_pairs_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'originals_seed_pairs rows are never deleted';
  END IF;
  IF NEW.server_seed <> OLD.server_seed OR NEW.server_seed_hash <> OLD.server_seed_hash OR NEW.client_seed <> OLD.client_seed
     OR NEW.player_id <> OLD.player_id OR NEW.game_code <> OLD.game_code OR NEW.merchant <> OLD.merchant
     OR NEW.next_nonce < OLD.next_nonce OR (OLD.revealed_at IS NOT NULL AND NEW.revealed_at IS DISTINCT FROM OLD.revealed_at)
     OR (OLD.revealed_at IS NOT NULL AND NEW.next_nonce <> OLD.next_nonce) THEN
    RAISE EXCEPTION 'a committed seed pair cannot be changed';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE FUNCTION originals_rounds_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'originals_rounds rows are never deleted';
  END IF;
  IF NEW.bet <> OLD.bet OR NEW.total_bet <> OLD.total_bet OR NEW.player_id <> OLD.player_id OR NEW.config_hash <> OLD.config_hash
     OR (OLD.nonce IS NOT NULL AND (NEW.nonce IS DISTINCT FROM OLD.nonce OR NEW.seed_pair_id IS DISTINCT FROM OLD.seed_pair_id
         OR NEW.outcome IS DISTINCT FROM OLD.outcome OR NEW.total_win IS DISTINCT FROM OLD.total_win))
     OR OLD.status IN ('settled', 'refused', 'rolled_back') THEN
    RAISE EXCEPTION 'a played round cannot be changed';
  END IF;
  RETURN NEW;
END;
$$;
