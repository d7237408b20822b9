import type { PasswordByPhone, PasswordChange } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import { accountError, ApiError, MESSAGES, notLoggedIn } from '../../http/api-error';
import { hashPassword, verifyPassword } from '../../security/password-hasher';
import type { Clock } from '../../security/clock';
import type { Attempts } from '../attempts';
import { checkNewPassword } from '../accounts';
import type { AccountsRepository } from '../accounts';
import type { AuthContext, SessionService } from '../sessions';
import { phoneFromInput } from '../verification';
import type { SmsCodes } from '../verification';

/** Wrong old passwords one account may send per window before it has to wait. */
export const OLD_PASSWORD_TRIES = 5;
const OLD_PASSWORD_WINDOW_MS = 15 * 60_000;
const OLD_PASSWORD_RULE = {
  scope: 'old-password',
  lockAt: OLD_PASSWORD_TRIES,
  lockMs: OLD_PASSWORD_WINDOW_MS,
  windowMs: OLD_PASSWORD_WINDOW_MS,
} as const;
const NAMES = { password: 'newPassword', confirm: 'confirmNewPassword' };

type Deps = {
  accounts: AccountsRepository;
  sessions: SessionService;
  smsCodes: SmsCodes;
  attempts: Attempts;
  merchant: MerchantConfig;
  clock: Clock;
};

export function createPasswordService({ accounts, sessions, smsCodes, attempts, merchant, clock }: Deps) {
  return {
    /** POST /wps/member/password: SPEC 5's three rules, then the old password; the other sessions end. */
    async change(auth: AuthContext, input: PasswordChange): Promise<void> {
      const account = await accounts.byId(auth.accountId);
      if (!account) throw notLoggedIn();
      const { newPassword, confirmNewPassword, oldPassword } = input;
      if (!confirmNewPassword)
        throw accountError('passwordConfirmEmpty', { fields: { confirmNewPassword: 'in_incorrect_password' } });
      if (confirmNewPassword !== newPassword)
        throw accountError('passwordMismatch', { fields: { confirmNewPassword: 'in_confirmation_correct' } });
      // with a temporary password (or none yet) the old one is not asked for
      const needsOld = account.password_hash !== null && !account.temporary_password;
      if (needsOld && oldPassword === newPassword)
        throw accountError('passwordSameAsOld', { fields: { newPassword: 'password_same' } });
      checkNewPassword(merchant, newPassword, confirmNewPassword, NAMES);
      const stored = account.password_hash;
      if (needsOld && stored) {
        // counted before the old password is checked: parallel guesses check at most the limit
        await attempts.prove(
          [{ rule: OLD_PASSWORD_RULE, subject: account.id.toString() }],
          () => new ApiError(429, 'rate.limited', MESSAGES.rateLimited),
          async () =>
            oldPassword && (await verifyPassword(stored, oldPassword))
              ? null
              : accountError('passwordOldWrong', { fields: { oldPassword: 'password_old_invalid' } }),
        );
      }
      await accounts.setPassword(account.id, await hashPassword(newPassword), new Date(clock()));
      await sessions.endSessionsOf(account.id, auth, 'password-change');
    },

    /** POST /wps/member/password/phone: a new password for the account of a verified number; every session ends. */
    async resetByPhone(input: PasswordByPhone): Promise<{ userName: string }> {
      const phone = phoneFromInput(merchant, input.countryDialingCode, input.mobileNum);
      checkNewPassword(merchant, input.newPassword, input.confirmNewPassword, NAMES);
      const valid = await smsCodes.consume('noLogin', phone, input.verificationCode);
      const account = valid ? await accounts.byPhone(phone.countryCode, phone.number) : undefined;
      if (!account || account.status !== 'active') throw accountError('smsCodeInvalid');
      await accounts.setPassword(account.id, await hashPassword(input.newPassword), new Date(clock()));
      await sessions.endSessionsOf(account.id, null, 'password-reset');
      return { userName: account.username };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
