import type { LoginValue, mobileLoginSchema, usernameLoginSchema } from '@palaro/contract';
import type { z } from 'zod';
import type { MerchantConfig } from '../../config/merchant-schema';
import { accountError } from '../../http/api-error';
import { prepareDummyPassword, verifyDummyPassword, verifyPassword } from '../../security/password-hasher';
import type { AccountRow, AccountsRepository } from '../accounts';
import type { CaptchaService } from '../verification';
import { phoneFromInput } from '../verification';
import type { SmsCodes } from '../verification';
import type { SessionService } from './service';
import type { LoginGuard } from './service-login-guard';

/** Member types that may log in on the mobile site (trial accounts come in through free play only). */
export const MOBILE_LOGIN_TYPES: ReadonlySet<number> = new Set([0, 1, 2, 40, 41, 42]);

type Deps = {
  accounts: AccountsRepository;
  sessions: SessionService;
  guard: LoginGuard;
  captchas: CaptchaService;
  smsCodes: SmsCodes;
  merchant: MerchantConfig;
};

const captchaHint = { value: { captcha: true } };

/** Opens a session for an account that proved who it is, if it may use the mobile site. */
export function admit(sessions: SessionService, account: AccountRow): Promise<LoginValue> {
  if (account.status !== 'active') throw accountError('accountDisabled');
  if (!MOBILE_LOGIN_TYPES.has(account.member_type)) throw accountError('notMember');
  return sessions.start(account, 'normal');
}

export function createLoginService({ accounts, sessions, guard, captchas, smsCodes, merchant }: Deps) {
  prepareDummyPassword();
  return {
    /** Username and password. A missing account costs the same time and gets the same answer as a wrong password. */
    async withPassword(input: z.output<typeof usernameLoginSchema>, clientIp: string): Promise<LoginValue> {
      const username = input.username.toLowerCase();
      // counted before the password is checked: a burst of parallel guesses checks at most the limit
      const attempt = await guard.take(username, clientIp);
      if (attempt.refusedForMs > 0)
        throw accountError('loginLocked', { value: { retryAfterMs: attempt.refusedForMs } });
      if (attempt.captchaNeeded) {
        const solved =
          Boolean(input.captcha && input.captchaId) &&
          (await captchas.verify(input.captchaId, input.captcha, clientIp));
        if (!solved) {
          await guard.giveBack(attempt);
          throw accountError(input.captcha && input.captchaId ? 'captchaInvalid' : 'captchaRequired', captchaHint);
        }
      }
      const account = await accounts.byUsername(username);
      const passwordHash = account?.password_hash;
      const valid = passwordHash
        ? await verifyPassword(passwordHash, input.password)
        : await verifyDummyPassword(input.password);
      if (!valid || !account) {
        const next = await guard.fail(attempt);
        if (next.lockedForMs > 0) throw accountError('loginLocked', { value: { retryAfterMs: next.lockedForMs } });
        throw accountError('loginFailed', next.captchaNext ? captchaHint : {});
      }
      await guard.succeed(attempt);
      return admit(sessions, account);
    },

    /** Mobile number and the SMS code of /wps/verification/sms/noLogin (flag MOBILEVERCODELOGIN3). */
    async withSmsCode(input: z.output<typeof mobileLoginSchema>): Promise<LoginValue> {
      if (!merchant.flags.MOBILEVERCODELOGIN3) throw accountError('featureOff');
      const phone = phoneFromInput(merchant, input.countryDialingCode, input.mobileNum, 'loginMobileNum');
      const valid = await smsCodes.consume('noLogin', phone, input.verificationCode);
      const account = valid ? await accounts.byPhone(phone.countryCode, phone.number) : undefined;
      if (!account) throw accountError('smsCodeInvalid');
      return admit(sessions, account);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
