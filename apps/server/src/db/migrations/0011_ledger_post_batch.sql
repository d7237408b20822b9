-- Several postings in one statement, each through ledger_post (0007) with its own outcome, and for each the owner's
-- accounts as they stand after it. The server gathers the postings that arrive together (wallet transfers under
-- load) into one call: one round trip and one commit (one WAL flush) for all of them instead of one each, and the
-- wallet summary of every answer without a further query.
--
-- p_postings: a JSON array of {merchant, kind, reference, key, hash, metadata, accounts, amounts, owner}, ids and
-- amounts as decimal strings, owner the player whose accounts to answer (or null).
-- Every account of the batch is locked first, in id order, so two batches (or a batch and a single post, which
-- locks in id order too) never wait on each other in a circle. Outcomes are statuses as in ledger_post; an error
-- raised by any posting rolls back the whole batch, and the server then posts its items one by one.

CREATE FUNCTION ledger_post_batch(p_postings jsonb) RETURNS TABLE (
  ord int, status text, transaction_id bigint, merchant text, kind text, reference text, idempotency_key text,
  metadata jsonb, created_at timestamptz, entry_accounts bigint[], entry_amounts bigint[], entry_balances bigint[],
  owner_accounts jsonb
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  item    record;
  outcome record;
  ids     bigint[];
BEGIN
  -- an array first: "id = ANY (array)" is an index look-up, where a join on the JSON would scan the table
  ids := ARRAY(SELECT DISTINCT x.value::bigint FROM jsonb_array_elements(p_postings) p, jsonb_array_elements_text(p.value -> 'accounts') x);
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (ids) ORDER BY a.id FOR UPDATE;

  FOR item IN SELECT e.value AS posting, e.ordinality::int AS n FROM jsonb_array_elements(p_postings) WITH ORDINALITY e ORDER BY e.ordinality
  LOOP
    SELECT * INTO outcome FROM ledger_post(
      item.posting ->> 'merchant', item.posting ->> 'kind', item.posting ->> 'reference', item.posting ->> 'key',
      item.posting ->> 'hash', item.posting -> 'metadata',
      ARRAY(SELECT x.value::bigint FROM jsonb_array_elements_text(item.posting -> 'accounts') WITH ORDINALITY x ORDER BY x.ordinality),
      ARRAY(SELECT x.value::bigint FROM jsonb_array_elements_text(item.posting -> 'amounts') WITH ORDINALITY x ORDER BY x.ordinality)
    );
    ord := item.n;
    status := outcome.status;
    transaction_id := outcome.transaction_id;
    merchant := outcome.merchant;
    kind := outcome.kind;
    reference := outcome.reference;
    idempotency_key := outcome.idempotency_key;
    metadata := outcome.metadata;
    created_at := outcome.created_at;
    entry_accounts := outcome.entry_accounts;
    entry_amounts := outcome.entry_amounts;
    entry_balances := outcome.entry_balances;
    owner_accounts := NULL;
    IF outcome.status IN ('posted', 'replayed') AND jsonb_typeof(item.posting -> 'owner') = 'string' THEN
      -- read after this posting (a new snapshot per statement), so the answer includes its own movement; the order is
      -- the ledger's owner listing (main, bonus, then vendor sub-wallets by vendor code)
      SELECT coalesce(jsonb_agg(jsonb_build_object(
               'id', a.id::text, 'merchant', a.merchant, 'kind', a.kind, 'vendor', a.vendor, 'currency', a.currency,
               'balance', a.balance::text)
               ORDER BY CASE a.kind WHEN 'player_main' THEN 0 WHEN 'player_bonus' THEN 1 ELSE 2 END, a.vendor), '[]'::jsonb)
        INTO owner_accounts
        FROM ledger_accounts a WHERE a.owner_id = (item.posting ->> 'owner')::bigint;
    END IF;
    RETURN NEXT;
  END LOOP;
END;
$$;
