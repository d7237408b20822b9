-- One posting in one statement (first made by migration 0007): a batch of one for ledger_post_set, which holds the
-- rules of every posting (locks in id order, the key look-up under them, the account, currency and balance checks,
-- the writes), answered in this function's older shape for the single-post path (modules/ledger/post-transaction.ts):
-- an outcome, and for 'posted', 'replayed' and 'conflict' the transaction (as stored for the last two) with its entries
-- in account id order. Outcomes the caller turns into errors are answered as a status, never raised; a key taken
-- meanwhile by a post on other accounts fails the statement with unique_violation, and the server posts again.
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant text, p_kind text, p_reference text, p_key text, p_hash text, p_metadata jsonb,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (
  status text, transaction_id bigint, merchant text, kind text, reference text, idempotency_key text,
  metadata jsonb, created_at timestamptz, entry_accounts bigint[], entry_amounts bigint[], entry_balances bigint[]
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  outcome record;
  stored  ledger_transactions%ROWTYPE;
BEGIN
  SELECT o.status, o.transaction_id, o.created_at, o.accounts, o.amounts, o.balances INTO outcome
    FROM ledger_post_set(
           ARRAY[p_merchant], ARRAY[p_kind], ARRAY[p_reference], ARRAY[p_key], ARRAY[p_hash], ARRAY[p_metadata],
           ARRAY[NULL::bigint], array_fill(1, ARRAY[cardinality(p_accounts)]), p_accounts, p_amounts,
           ARRAY[NULL::text], NULL, NULL, NULL) o
   WHERE o.ord = 1;

  IF outcome.status = 'posted' THEN
    RETURN QUERY SELECT 'posted', outcome.transaction_id, p_merchant, p_kind, p_reference, p_key, p_metadata,
                        outcome.created_at, outcome.accounts, outcome.amounts, outcome.balances;
  ELSIF outcome.status IN ('replayed', 'conflict') THEN
    SELECT * INTO stored FROM ledger_transactions t WHERE t.id = outcome.transaction_id;
    RETURN QUERY
    SELECT outcome.status, stored.id, stored.merchant, stored.kind, stored.reference, stored.idempotency_key,
           stored.metadata, stored.created_at, array_agg(e.account_id ORDER BY e.account_id),
           array_agg(e.amount ORDER BY e.account_id), array_agg(e.balance_after ORDER BY e.account_id)
      FROM ledger_entries e WHERE e.transaction_id = stored.id;
  ELSE
    RETURN QUERY SELECT outcome.status, NULL::bigint, NULL, NULL, NULL, NULL, NULL::jsonb, NULL::timestamptz,
                        NULL::bigint[], NULL::bigint[], NULL::bigint[];
  END IF;
END;
$$;
