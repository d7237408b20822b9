-- Ledger rows are a record: entries and transactions are never changed or removed (triggers of migration 0003), ledger
-- accounts never removed (triggers of migration 0012).

CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger % rows are immutable (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE OR REPLACE FUNCTION ledger_refuse_account_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger accounts are never removed (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
