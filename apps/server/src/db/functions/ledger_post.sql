-- One posting in one statement (first made by migration 0007): lock the accounts in id order, answer a stored result
-- for a known key, check balances, write the transaction, its entries and the new balances. Outcomes the caller turns
-- into errors are answered as a status, never raised (the balance CHECK stays the last guard).

CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant text, p_kind text, p_reference text, p_key text, p_hash text, p_metadata jsonb,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (
  status text, transaction_id bigint, merchant text, kind text, reference text, idempotency_key text,
  metadata jsonb, created_at timestamptz, entry_accounts bigint[], entry_amounts bigint[], entry_balances bigint[]
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  locked     record;
  n_locked   int := 0;
  foreign_account boolean := false;
  short      boolean := false;
  currencies text[] := '{}';
  stored     ledger_transactions%ROWTYPE;
BEGIN
  FOR locked IN
    SELECT a.id, a.merchant AS owner_merchant, a.kind AS account_kind, a.currency, a.balance
    FROM ledger_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE
  LOOP
    n_locked := n_locked + 1;
    IF NOT locked.currency = ANY (currencies) THEN currencies := currencies || locked.currency; END IF;
    IF locked.owner_merchant <> p_merchant THEN foreign_account := true; END IF;
    -- acted on after the key check below: a retry of a post that already took the money must still replay
    IF locked.balance + p_amounts[array_position(p_accounts, locked.id)] < 0
       AND locked.account_kind IN ('player_main', 'player_bonus', 'player_vendor', 'pending_withdrawal') THEN
      short := true;
    END IF;
  END LOOP;

  -- under the locks: a same-key post that held them has committed by now and is seen by this statement
  SELECT * INTO stored FROM ledger_transactions t WHERE t.merchant = p_merchant AND t.idempotency_key = p_key;
  IF NOT FOUND THEN
    IF foreign_account OR n_locked <> cardinality(p_accounts) THEN
      RETURN QUERY SELECT 'unknown_account', NULL::bigint, NULL, NULL, NULL, NULL, NULL::jsonb, NULL::timestamptz, NULL::bigint[], NULL::bigint[], NULL::bigint[];
      RETURN;
    END IF;
    IF cardinality(currencies) <> 1 THEN
      RETURN QUERY SELECT 'mixed_currency', NULL::bigint, NULL, NULL, NULL, NULL, NULL::jsonb, NULL::timestamptz, NULL::bigint[], NULL::bigint[], NULL::bigint[];
      RETURN;
    END IF;
    IF short THEN
      RETURN QUERY SELECT 'insufficient', NULL::bigint, NULL, NULL, NULL, NULL, NULL::jsonb, NULL::timestamptz, NULL::bigint[], NULL::bigint[], NULL::bigint[];
      RETURN;
    END IF;
    INSERT INTO ledger_transactions AS t (merchant, kind, reference, idempotency_key, request_hash, metadata)
    VALUES (p_merchant, p_kind, p_reference, p_key, p_hash, p_metadata)
    ON CONFLICT ON CONSTRAINT ledger_transactions_merchant_idempotency_key_key DO NOTHING
    RETURNING * INTO stored;
    IF FOUND THEN
      RETURN QUERY
      WITH applied AS (
        UPDATE ledger_accounts a SET balance = a.balance + d.amount
        FROM unnest(p_accounts, p_amounts) AS d (id, amount)
        WHERE a.id = d.id
        RETURNING a.id, d.amount, a.balance
      ), written AS (
        INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
        SELECT stored.id, applied.id, applied.amount, applied.balance FROM applied
        RETURNING account_id, amount, balance_after
      )
      SELECT 'posted', stored.id, stored.merchant, stored.kind, stored.reference, stored.idempotency_key, stored.metadata,
             stored.created_at, array_agg(w.account_id ORDER BY w.account_id), array_agg(w.amount ORDER BY w.account_id),
             array_agg(w.balance_after ORDER BY w.account_id)
      FROM written w;
      RETURN;
    END IF;
    -- another post took the key between the check and the insert; its row is committed now
    SELECT * INTO stored FROM ledger_transactions t WHERE t.merchant = p_merchant AND t.idempotency_key = p_key;
  END IF;

  RETURN QUERY
  SELECT CASE WHEN stored.request_hash = p_hash THEN 'replayed' ELSE 'conflict' END, stored.id, stored.merchant, stored.kind,
         stored.reference, stored.idempotency_key, stored.metadata, stored.created_at,
         array_agg(e.account_id ORDER BY e.account_id), array_agg(e.amount ORDER BY e.account_id),
         array_agg(e.balance_after ORDER BY e.account_id)
  FROM ledger_entries e WHERE e.transaction_id = stored.id;
END;
$$;
