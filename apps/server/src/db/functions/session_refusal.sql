-- Why a login session is not live at p_now, or NULL when it is: the one rule of session liveness, used by the session
-- look-up (modules/sessions/repository.ts) and by ledger_post_set's session guard (docs/decisions/0015-session-check-
-- inside-the-posting.md). The arguments are the session's columns and its account's status, all NULL when there is
-- no such session:
--   * 'missing': no such session;
--   * 'ended': logged out, ended by a password change or reset, or its account disabled;
--   * 'expired': its idle or its absolute expiry is at or before p_now.
-- A plain SQL expression, so the planner writes it into the calling statement (no call per row).
CREATE OR REPLACE FUNCTION session_refusal(
  p_account_status text, p_ended_at timestamptz, p_idle_expires_at timestamptz, p_absolute_expires_at timestamptz,
  p_now timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
           WHEN p_account_status IS NULL THEN 'missing'
           WHEN p_ended_at IS NOT NULL OR p_account_status <> 'active' THEN 'ended'
           WHEN p_idle_expires_at <= p_now OR p_absolute_expires_at <= p_now THEN 'expired'
         END
$$;
