import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { API, type Captcha, type LoginValue, type SmsSent } from '@palaro/contract';
import { apiCall, TEST_CAPTCHA_CODE, TEST_SMS_CODE } from './api';
import type { ServerName } from './servers';

// Fresh accounts and client addresses per test: the server limits log-ins, registrations, captchas and SMS
// per IP, counts failures per IP and per name, so tests that share neither stay independent of each other.

export type NewAccount = { username: string; password: string; ip: string; login: LoginValue };
export type NewMobileAccount = NewAccount & { countryDialingCode: string; mobileNum: string };

let issued = 0;

/** A client address no other test of this run uses (worker index and a counter, in 10.0.0.0/8). */
export function freshIp(workerIndex: number): string {
  issued += 1;
  const n = workerIndex * 50_000 + issued;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Letters and digits, 13 characters: fits the demo rule set's user name (4 to 16). */
export function freshUsername(): string {
  return `p${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.slice(0, 16);
}

/** Letters and digits, 10 characters, never on the common-password list. */
export function freshPassword(): string {
  return `Pw${randomBytes(3).toString('hex')}7k`;
}

/** A Philippine mobile number (10 digits, 9xx) nobody registered in this run. */
export function freshMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

function unwrap<T>(reply: { success: boolean; value: T; errorCode?: string; message?: string }, what: string): T {
  if (!reply.success) throw new Error(`${what} failed: ${reply.errorCode ?? ''} ${reply.message ?? ''}`);
  return reply.value;
}

/** A captcha id answered by TEST_CAPTCHA_CODE, issued to `ip` (captchas are bound to the requester). */
export async function captchaFor(
  ip: string,
  server: ServerName = 'main',
): Promise<{ captcha: string; captchaId: string }> {
  const captcha = unwrap(await apiCall<Captcha>('GET', API.captcha, { ip, server }), 'captcha');
  return { captcha: TEST_CAPTCHA_CODE, captchaId: captcha.captchaId };
}

/** A new member registered by user name through the real sealed call, as the web app does, from `ip`. */
export async function registerByApi(ip: string, server: ServerName = 'main'): Promise<NewAccount> {
  const username = freshUsername();
  const password = freshPassword();
  const data = {
    type: 0,
    registerMethod: 'H5',
    username,
    password,
    confirmPassword: password,
    ...(await captchaFor(ip, server)),
  };
  const login = unwrap(
    await apiCall<LoginValue>('PUT', API.register, { data, sealed: true, ip, server }),
    `register ${username}`,
  );
  return { username, password, ip, login };
}

/**
 * A new member registered by mobile number, from `ip`: on the main server with an SMS code (TEST_SMS_CODE); on the
 * accounts server (REGMOBVERF3 off) without one, so the number may be sent a log-in or reset code at once
 * (one code a minute per number).
 */
export async function registerMobileByApi(ip: string, server: ServerName = 'main'): Promise<NewMobileAccount> {
  const countryDialingCode = '63';
  const mobileNum = freshMobile();
  const smsCheck = server !== 'accounts';
  if (smsCheck)
    unwrap(
      await apiCall<SmsSent>('POST', API.smsRegister, { data: { countryDialingCode, mobileNum }, ip, server }),
      `SMS to ${mobileNum}`,
    );
  const password = freshPassword();
  const data = {
    type: 0,
    registerMethod: 'H5',
    countryDialingCode,
    mobileNum,
    password,
    confirmPassword: password,
    ...(smsCheck ? { verificationCode: TEST_SMS_CODE } : {}),
    ...(await captchaFor(ip, server)),
  };
  const login = unwrap(
    await apiCall<LoginValue>('PUT', API.registerMobile, { data, sealed: true, ip, server }),
    `register ${mobileNum}`,
  );
  return { username: login.userName, password, ip, login, countryDialingCode, mobileNum };
}

/** What a call with this token answers now: 200 while the session lives, 401 once it ended. */
export async function sessionAlive(token: string, ip: string, server: ServerName = 'main'): Promise<boolean> {
  const reply = await apiCall<unknown>('GET', API.memberInfo, { token, ip, server });
  if (reply.success) return true;
  if (reply.errorCode === 'login.not.session') return false;
  throw new Error(`member info answered ${reply.errorCode ?? ''}`);
}

/** MC_SESSION_INFO as the web app stored it (SPEC 3), or null. */
export async function storedSession(page: Page): Promise<Record<string, unknown> | null> {
  return JSON.parse((await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'))) ?? 'null') as Record<
    string,
    unknown
  > | null;
}

/** The token of the stored session, '' without one. */
export async function storedToken(page: Page): Promise<string> {
  const token = (await storedSession(page))?.token;
  return typeof token === 'string' ? token : '';
}
