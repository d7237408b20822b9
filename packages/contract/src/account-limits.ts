// Security limits of accounts and sessions, shared so the web app's countdowns match the server.

const MINUTE = 60_000;

export const SESSION_LIMITS = {
  /** A session unused this long ends; every authenticated call and POST /wps/session/renew extend it. */
  idleMs: 30 * MINUTE,
  /** A session ends this long after log-in, however active. */
  absoluteMs: 7 * 24 * 60 * MINUTE,
  /** Trial (free play) sessions end sooner. */
  trialAbsoluteMs: 24 * 60 * MINUTE,
} as const;

export const LOGIN_LIMITS = {
  /** Failures (per username, and per IP) after which the log-in needs a captcha. */
  captchaAfterFailures: 3,
  /** Failures of one username from one client (IP) after which that client is locked out of it. */
  lockAfterFailures: 10,
  /**
   * Failures of one username from any clients after which it is locked for everyone: much higher than a client's
   * limit, so strangers guessing cannot easily lock a real player out.
   */
  accountLockAfterFailures: 50,
  /** Failures per IP after which that IP is locked. */
  ipLockAfterFailures: 30,
  lockMs: 15 * MINUTE,
  /** Failures older than this (counted from the first) are forgotten. */
  failureWindowMs: 60 * MINUTE,
} as const;

export const CAPTCHA_LIMITS = {
  ttlMs: 5 * MINUTE,
} as const;

export const SMS_LIMITS = {
  codeDigits: 6,
  ttlMs: 5 * MINUTE,
  maxWrongTries: 5,
  /** One code per number within this time. */
  resendAfterMs: MINUTE,
  perNumberPerHour: 5,
  perIpPerHour: 20,
} as const;

export const PASSWORD_HASH = {
  algorithm: 'argon2id',
  memoryKiB: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Head icon uploads (SPEC 9: png or jpg, at most 5 MB). */
export const ICON_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;
