import { LOGIN_LIMITS } from '@palaro/contract';
import type { Attempt, Attempts, Check } from '../attempts';
import type { AttemptRule } from '../attempts';

const rule = (scope: string, lockAt: number, captcha: boolean): Check['rule'] => ({
  scope,
  lockAt,
  lockMs: LOGIN_LIMITS.lockMs,
  windowMs: LOGIN_LIMITS.failureWindowMs,
  ...(captcha ? { captchaAfter: LOGIN_LIMITS.captchaAfterFailures } : {}),
});

/** One username from one client (IP): the lock a guesser meets first. */
const CLIENT = rule('login-client', LOGIN_LIMITS.lockAfterFailures, false);
/** One username from anywhere: a captcha soon, a lock only at a much higher count. */
const ACCOUNT = rule('login-account', LOGIN_LIMITS.accountLockAfterFailures, true);
/** One IP across usernames (spraying one password over many names). */
const ADDRESS = rule('login-ip', LOGIN_LIMITS.ipLockAfterFailures, true);

/**
 * Brute-force counters of the password log-in, per client and username, per username and per IP. Usernames are
 * counted whether or not an account exists, so the answers never tell the two apart. Each attempt is taken before
 * the password is checked (see attempts/service.ts).
 */
export function createLoginGuard(attempts: Attempts) {
  return {
    take: (username: string, ip: string): Promise<Attempt> =>
      attempts.take([
        { rule: CLIENT, subject: `${username} ${ip}` },
        { rule: ACCOUNT, subject: username },
        { rule: ADDRESS, subject: ip },
      ]),

    /** The attempt checked no password (its captcha was missing or wrong). */
    giveBack: (attempt: Attempt) => attempts.giveBack(attempt),

    /** A wrong password: answers what the next attempt meets. */
    fail: (attempt: Attempt) => attempts.failed(attempt),

    /** A right password clears the username's counts; the IP's count stays, so one good account cannot reset it. */
    succeed: (attempt: Attempt) =>
      attempts.succeeded(attempt, (counted: AttemptRule) => counted.scope !== ADDRESS.scope),
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
