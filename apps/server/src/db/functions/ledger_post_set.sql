-- Several postings in one statement, set-based (first made by migration 0012; the session guard since 0014): the one
-- holder of the posting rules (ledger_post posts a set of one through it). The rules, applied in batch order:
--   * a posting made for a player's call carries the call's session (p_sessions: its token hash, or NULL for postings
--     made for no session) and is refused first, replays included, unless that session, of that player, is live at
--     p_now (session_refusal.sql): 'session_missing', 'session_ended' or 'session_expired'. A live session's idle expiry moves to
--     p_now + p_session_idle (never past its absolute expiry) when it was last moved p_session_touch or more before.
--     Session rows are read, not locked: a logout that commits while the batch runs comes after it;
--   * every account of the batch is locked first, in id order (no deadlock with other batches or single posts);
--   * a posting whose key is stored answers it (same hash: 'replayed') or is refused ('conflict'), before any check;
--   * an account this merchant does not have ('unknown_account'), several currencies ('mixed_currency');
--   * a posting that would take a player or held-withdrawal account below zero, counting every earlier posting of
--     the batch that is taken, is refused ('insufficient'); the later ones are checked again without it;
--   * the others are written: transaction ids in batch order (so each account's entries chain in id order), every
--     entry with its running balance, and one balance update per account however many postings touch it.
-- Each posting has its own outcome; a refused one changes nothing. The CHECK on balances stays the last guard.
--
-- Postings come as parallel arrays (one element per posting), entries as three more (the posting's 1-based position,
-- the account, the amount). A key taken during the batch by a post on other accounts (or one key twice in a batch,
-- which the server never sends) fails the statement with unique_violation: the batch did nothing and the server
-- posts its items again, where the key look-up finds the first result.
--
-- Answer: one row per posting (ord = its position): status, transaction id, created_at and its entries in account id
-- order (replays: as stored). Then one row per owner (ord 0, status 'owner', owner_id): the owner's accounts (main,
-- bonus, vendor sub-wallets by vendor code) with their balances after the whole batch.

CREATE OR REPLACE FUNCTION ledger_post_set(
  p_merchants text[], p_kinds text[], p_references text[], p_keys text[], p_hashes text[], p_metadata jsonb[], p_owners bigint[],
  p_entry_postings int[], p_entry_accounts bigint[], p_entry_amounts bigint[],
  p_sessions text[], p_now timestamptz, p_session_idle interval, p_session_touch interval
) RETURNS TABLE (
  ord int, status text, transaction_id bigint, created_at timestamptz, accounts bigint[], amounts bigint[], balances bigint[],
  owner_id bigint, kinds text[], vendors text[], currencies text[]
) LANGUAGE plpgsql
-- Every table access here is a look-up by key (account ids, idempotency keys, owners), restricted by the batch's own
-- arrays. Plans are kept per connection: made while the tables are small (a new database), they would scan whole
-- tables and keep doing so as the tables grow, so scans of whole tables are ruled out; and one generic plan per
-- statement, since the shape never changes and planning on every call cost more than a small batch's work.
SET enable_seqscan = off
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  n             int := cardinality(p_keys);
  statuses      text[] := array_fill(NULL::text, ARRAY[cardinality(p_keys)]);
  lk_ids        bigint[];
  lk_balances   bigint[];
  lk_restricted boolean[];
  lk_merchants  text[];
  lk_currencies text[];
  found_row     record;
  refused       int;
  new_ords      int[];
  new_ids       bigint[];
  others        boolean := false;
  st_ords       int[];
  st_ids        bigint[];
  st_same       boolean[];
  to_touch      text[] := '{}';
BEGIN
  IF cardinality(p_merchants) <> n OR cardinality(p_kinds) <> n OR cardinality(p_references) <> n OR cardinality(p_hashes) <> n
     OR cardinality(p_metadata) <> n OR cardinality(p_owners) <> n OR cardinality(p_sessions) <> n
     OR cardinality(p_entry_accounts) <> cardinality(p_entry_postings) OR cardinality(p_entry_amounts) <> cardinality(p_entry_postings) THEN
    RAISE EXCEPTION 'ledger_post_set: arrays of different lengths' USING ERRCODE = 'invalid_parameter_value';
  END IF;

  -- a posting made for a player's call carries the call's session: refused unless that session, of that player, is live
  -- now (session_refusal: the rule a session look-up applies; another player's session counts as none). Checked first,
  -- as the session check came before everything else when it was a query of its own.
  FOR found_row IN
    SELECT u.ord, u.token, s.last_seen_at <= p_now - p_session_touch AS stale, CASE
             WHEN s.account_id IS DISTINCT FROM p_owners[u.ord] THEN 'session_missing'
             ELSE 'session_' || session_refusal(a.status, s.ended_at, s.idle_expires_at, s.absolute_expires_at, p_now)
           END AS refusal
      FROM unnest(p_sessions) WITH ORDINALITY u (token, ord)
      LEFT JOIN sessions s ON s.token_hash = u.token
      LEFT JOIN accounts a ON a.id = s.account_id
     WHERE u.token IS NOT NULL
  LOOP
    IF found_row.refusal IS NOT NULL THEN
      statuses[found_row.ord] := found_row.refusal;
      others := true;
    ELSIF found_row.stale THEN
      to_touch := to_touch || found_row.token;
    END IF;
  END LOOP;
  -- a live session's idle expiry moves forward with use, written at most once per p_session_touch (so most calls have
  -- nothing to write and skip the statement)
  IF cardinality(to_touch) > 0 THEN
    UPDATE sessions s SET last_seen_at = p_now, idle_expires_at = LEAST(p_now + p_session_idle, s.absolute_expires_at)
     WHERE s.token_hash = ANY (to_touch) AND s.last_seen_at <= p_now - p_session_touch;
  END IF;

  -- every account of the batch, locked in id order; the balances before the batch
  SELECT array_agg(l.id), array_agg(l.balance), array_agg(l.restricted), array_agg(l.merchant), array_agg(l.currency)
    INTO lk_ids, lk_balances, lk_restricted, lk_merchants, lk_currencies
    FROM (SELECT a.id, a.balance, a.merchant, a.currency,
                 a.kind IN ('player_main', 'player_bonus', 'player_vendor', 'pending_withdrawal') AS restricted
            FROM ledger_accounts a WHERE a.id = ANY (p_entry_accounts) ORDER BY a.id FOR UPDATE) l;

  -- under the locks: a same-key post that held them has committed by now and is seen by this statement. One look-up
  -- of the unique index per posting (LIMIT keeps it a look-up: the key is unique anyway).
  SELECT array_agg(u.ord::int), array_agg(t.id), array_agg(t.request_hash = p_hashes[u.ord])
    INTO st_ords, st_ids, st_same
    FROM unnest(p_merchants, p_keys) WITH ORDINALITY u (m, k, ord)
    CROSS JOIN LATERAL (SELECT s.id, s.request_hash FROM ledger_transactions s
                         WHERE s.merchant = u.m AND s.idempotency_key = u.k LIMIT 1) t
   WHERE statuses[u.ord] IS NULL;
  FOR found_row IN SELECT f.ord, f.same FROM unnest(st_ords, st_same) f (ord, same)
  LOOP
    statuses[found_row.ord] := CASE WHEN found_row.same THEN 'replayed' ELSE 'conflict' END;
    others := true;
  END LOOP;

  FOR found_row IN
    SELECT e.ord, bool_or(l.id IS NULL OR l.merchant <> p_merchants[e.ord]) AS unknown
      FROM unnest(p_entry_postings, p_entry_accounts) e (ord, account)
      LEFT JOIN unnest(lk_ids, lk_merchants, lk_currencies) l (id, merchant, currency) ON l.id = e.account
     WHERE statuses[e.ord] IS NULL
     GROUP BY e.ord
    HAVING bool_or(l.id IS NULL OR l.merchant <> p_merchants[e.ord]) OR count(DISTINCT l.currency) > 1
  LOOP
    statuses[found_row.ord] := CASE WHEN found_row.unknown THEN 'unknown_account' ELSE 'mixed_currency' END;
    others := true;
  END LOOP;

  -- balances in batch order: the first posting that would go below zero is refused, then the others are checked again
  LOOP
    SELECT min(x.ord) INTO refused
      FROM (SELECT e.ord, l.restricted,
                   l.balance + (sum(e.amount) OVER (PARTITION BY e.account ORDER BY e.ord))::bigint AS running
              FROM unnest(p_entry_postings, p_entry_accounts, p_entry_amounts) e (ord, account, amount)
              JOIN unnest(lk_ids, lk_balances, lk_restricted) l (id, balance, restricted) ON l.id = e.account
             WHERE statuses[e.ord] IS NULL) x
     WHERE x.restricted AND x.running < 0;
    EXIT WHEN refused IS NULL;
    statuses[refused] := 'insufficient';
    others := true;
  END LOOP;

  -- ids drawn in ascending order and handed out in batch order
  new_ords := ARRAY(SELECT o FROM generate_subscripts(p_keys, 1) o WHERE statuses[o] IS NULL ORDER BY o);
  new_ids := ARRAY(SELECT nextval('ledger_transactions_id_seq'::regclass) FROM generate_series(1, cardinality(new_ords)) ORDER BY 1);

  -- a key taken meanwhile by a post on other accounts (or one key twice in the batch) fails this insert with
  -- unique_violation on the key: the batch does nothing, and the server posts its items again (see the header)
  INSERT INTO ledger_transactions (id, merchant, kind, reference, idempotency_key, request_hash, metadata) OVERRIDING SYSTEM VALUE
  SELECT p.id, p_merchants[p.ord], p_kinds[p.ord], p_references[p.ord], p_keys[p.ord], p_hashes[p.ord], p_metadata[p.ord]
    FROM unnest(new_ords, new_ids) p (ord, id);

  RETURN QUERY
  WITH posted AS (
    SELECT e.ord, p.id AS tx, e.account, e.amount,
           l.balance + (sum(e.amount) OVER (PARTITION BY e.account ORDER BY e.ord))::bigint AS after
      FROM unnest(new_ords, new_ids) p (ord, id)
      JOIN unnest(p_entry_postings, p_entry_accounts, p_entry_amounts) e (ord, account, amount) ON e.ord = p.ord
      JOIN unnest(lk_ids, lk_balances) l (id, balance) ON l.id = e.account
  ), entries AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
    SELECT posted.tx, posted.account, posted.amount, posted.after FROM posted
  ), moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + d.delta
      FROM (SELECT posted.account, sum(posted.amount)::bigint AS delta FROM posted GROUP BY posted.account) d
     WHERE a.id = d.account AND a.id = ANY (lk_ids)
  )
  SELECT w.ord, 'posted', w.tx, now(), array_agg(w.account), array_agg(w.amount), array_agg(w.after),
         NULL::bigint, NULL::text[], NULL::text[], NULL::text[]
    FROM (SELECT * FROM posted ORDER BY posted.ord, posted.account) w GROUP BY w.ord, w.tx;

  IF others THEN
    RETURN QUERY
    WITH stored AS (SELECT st.ord, st.id FROM unnest(st_ords, st_ids) st (ord, id))
    SELECT o.ord, statuses[o.ord], stored.id, t.created_at, array_agg(e.account_id ORDER BY e.account_id),
           array_agg(e.amount ORDER BY e.account_id), array_agg(e.balance_after ORDER BY e.account_id),
           NULL::bigint, NULL::text[], NULL::text[], NULL::text[]
      FROM generate_subscripts(p_keys, 1) o (ord)
      LEFT JOIN stored ON stored.ord = o.ord
      LEFT JOIN ledger_transactions t ON t.id = stored.id AND t.id = ANY (st_ids)
      LEFT JOIN ledger_entries e ON statuses[o.ord] = 'replayed' AND e.transaction_id = t.id AND e.transaction_id = ANY (st_ids)
     WHERE statuses[o.ord] IS NOT NULL
     GROUP BY o.ord, stored.id, t.created_at;
  END IF;

  RETURN QUERY
  SELECT 0, 'owner', NULL::bigint, NULL::timestamptz, array_agg(a.id), NULL::bigint[], array_agg(a.balance), a.owner_id,
         array_agg(a.kind), array_agg(a.vendor), array_agg(a.currency)
    FROM (SELECT * FROM ledger_accounts o WHERE o.owner_id = ANY (p_owners)
           ORDER BY o.owner_id, CASE o.kind WHEN 'player_main' THEN 0 WHEN 'player_bonus' THEN 1 ELSE 2 END, o.vendor) a
   GROUP BY a.owner_id;
END;
$$;
