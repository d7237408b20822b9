import { SESSION_LIMITS, type LoginValue, type RenewValue } from '@palaro/contract';
import { sessionRefused } from '../../http/api-error';
import type { Clock } from '../../security/clock';
import { newToken, sha256Hex } from '../../security/tokens';
import type { AccountRow, AccountsRepository } from '../accounts';
import type { SessionGuard } from '../ledger';
import type { EndReason, SessionKind, SessionRefusal, SessionRow, SessionsRepository } from './repository';

/** Who is calling: resolved from the Authorization header by the session preHandler. */
export type AuthContext = {
  tokenHash: string;
  accountId: bigint;
  username: string;
  memberType: number;
  kind: SessionKind;
  idleExpiresAt: number;
  absoluteExpiresAt: number;
  /** This session is the account's first log-in (SPEC 3 firstTimeLogin; announcements of segment F). */
  firstLogin: boolean;
};

/** A use within this time of the last one does not write the new idle expiry again. */
const TOUCH_EVERY_MS = 60_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Tokens whose owner is remembered; the memory starts again when full, so it cannot grow without end. */
const KNOWN_TOKENS_MAX = 50_000;

type Deps = { sessions: SessionsRepository; accounts: AccountsRepository; clock: Clock };

export function createSessionService({ sessions, accounts, clock }: Deps) {
  // who a token belongs to (its account, kind and expiry at log-in) never changes; whether its session is live does
  const known = new Map<string, AuthContext>();
  const remember = (auth: AuthContext) => {
    if (known.size >= KNOWN_TOKENS_MAX) known.clear();
    known.set(auth.tokenHash, auth);
    return auth;
  };

  /** The token's hash, or 401 for a header that cannot be a token. */
  const hashOf = (rawToken: string | undefined): string => {
    if (!rawToken || !TOKEN_SHAPE.test(rawToken)) throw sessionRefused('missing');
    return sha256Hex(rawToken);
  };

  /** The row of a live session, its idle expiry moved forward when due; or why it is not live. */
  const liveRow = async (
    tokenHash: string,
  ): Promise<{ row: SessionRow; idleExpiresAt: number } | { refused: SessionRefusal }> => {
    const now = clock();
    const found = await sessions.find(tokenHash, new Date(now));
    if (found.refusal) return { refused: found.refusal };
    const row = found.session;
    let idleExpiresAt = row.idle_expires_at.getTime();
    if (now - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
      idleExpiresAt =
        (await sessions.touch(tokenHash, new Date(now), new Date(now + SESSION_LIMITS.idleMs)))?.getTime() ??
        idleExpiresAt;
    }
    return { row, idleExpiresAt };
  };

  const authenticateHash = async (tokenHash: string): Promise<AuthContext> => {
    const live = await liveRow(tokenHash);
    if ('refused' in live) throw sessionRefused(live.refused);
    const { row, idleExpiresAt } = live;
    return remember({
      tokenHash,
      accountId: row.account_id,
      username: row.username,
      memberType: row.member_type,
      kind: row.kind,
      idleExpiresAt,
      absoluteExpiresAt: row.absolute_expires_at.getTime(),
      firstLogin: row.first_login,
    });
  };

  return {
    /** Opens a session for an account that just proved who it is; answers the log-in value. */
    async start(account: AccountRow, kind: SessionKind): Promise<LoginValue> {
      const token = newToken();
      const now = clock();
      const absolute = kind === 'trial' ? SESSION_LIMITS.trialAbsoluteMs : SESSION_LIMITS.absoluteMs;
      await sessions.insert({
        tokenHash: sha256Hex(token),
        accountId: account.id,
        kind,
        now: new Date(now),
        idleExpiresAt: new Date(now + SESSION_LIMITS.idleMs),
        absoluteExpiresAt: new Date(now + absolute),
        // the session that finds the flag still set is the first log-in, for as long as it lives
        firstLogin: account.first_time_login,
      });
      if (account.first_time_login) await accounts.clearFirstTimeLogin(account.id);
      return {
        token,
        userName: account.username,
        type: account.member_type,
        firstTimeLogin: account.first_time_login,
        id: Number(account.id),
      };
    },

    /** The caller of a raw token, or 401; a live session's idle expiry moves forward with use. */
    authenticate: (rawToken: string | undefined) => authenticateHash(hashOf(rawToken)),

    /**
     * Whether the session of `tokenHash` is still live, without counting the look-up as use: a long-lived connection
     * (the live chat's socket) asks this now and then, and an open page alone must not keep a session from idling out.
     */
    async isLive(tokenHash: string): Promise<boolean> {
      return (await sessions.find(tokenHash, new Date(clock()))).refusal === null;
    },

    /**
     * The caller of a raw token for a call whose database work checks the session itself (guardOf): a token seen
     * before answers from memory without a query, `checked` false, and that check decides whether the session is still
     * live; any other is authenticated as usual. A token never seen is refused here as always.
     */
    async identify(rawToken: string | undefined): Promise<{ auth: AuthContext; checked: boolean }> {
      const tokenHash = hashOf(rawToken);
      const cached = known.get(tokenHash);
      return cached ? { auth: cached, checked: false } : { auth: await authenticateHash(tokenHash), checked: true };
    },

    /** The check of the caller's session for a posting made for this call (see SessionGuard). */
    guardOf: (auth: AuthContext): SessionGuard => ({
      tokenHash: auth.tokenHash,
      now: clock(),
      idleMs: SESSION_LIMITS.idleMs,
      touchEveryMs: TOUCH_EVERY_MS,
    }),

    /**
     * The login session a game was launched from, checked at each of the game's bets: live, and the account's password
     * not set again since `launchedAt`; playing counts as use, so its idle expiry moves forward. Undefined otherwise.
     */
    async liveForGame(
      tokenHash: string,
      launchedAt: Date,
    ): Promise<{ accountId: bigint; absoluteExpiresAt: number } | undefined> {
      const live = await liveRow(tokenHash);
      if ('refused' in live) return undefined;
      const changed = live.row.credentials_changed_at;
      if (changed && changed.getTime() > launchedAt.getTime()) return undefined;
      return { accountId: live.row.account_id, absoluteExpiresAt: live.row.absolute_expires_at.getTime() };
    },

    /** POST /wps/session/renew: the idle expiry starts again from now. */
    async renew(auth: AuthContext): Promise<RenewValue> {
      const now = clock();
      const idle = await sessions.touch(auth.tokenHash, new Date(now), new Date(now + SESSION_LIMITS.idleMs));
      if (!idle) throw sessionRefused('expired');
      return { idleExpiresAt: idle.getTime(), absoluteExpiresAt: auth.absoluteExpiresAt };
    },

    /** Ends the token's session; ending one that already ended is fine (a retried logout). */
    async logout(rawToken: string | undefined): Promise<void> {
      await sessions.end(hashOf(rawToken), new Date(clock()), 'logout');
    },

    /** Ends the account's sessions, keeping `keep` (the caller's own) when given. */
    endSessionsOf(accountId: bigint, keep: AuthContext | null, reason: EndReason): Promise<number> {
      return sessions.endAllOf(accountId, keep?.tokenHash ?? null, new Date(clock()), reason);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
