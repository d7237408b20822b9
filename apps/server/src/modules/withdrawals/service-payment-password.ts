import type { PaymentPasswordReset, PaymentPasswordSet } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import { type ApiError, notLoggedIn } from '../../http/api-error';
import { moneyError } from '../../http/money-error';
import { hashPassword, verifyPassword } from '../../security/password-hasher';
import type { AccountsRepository } from '../accounts';
import type { Attempts } from '../attempts';

/** Wrong withdrawal (or, on reset, login) passwords one account may send per window. */
export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60_000;
const PAYMENT_PASSWORD_RULE = {
  scope: 'payment-password',
  lockAt: PAYMENT_PASSWORD_TRIES,
  lockMs: PAYMENT_PASSWORD_WINDOW_MS,
  windowMs: PAYMENT_PASSWORD_WINDOW_MS,
} as const;

type Deps = { accounts: AccountsRepository; merchant: MerchantConfig; attempts: Attempts };

/** The withdrawal (payment) password: set once, reset with the login password, checked on every withdrawal. */
export function createPaymentPasswordService({ accounts, merchant, attempts }: Deps) {
  const checkFormat = (input: { paymentPassword: string; confirmPaymentPassword: string }) => {
    const rule = merchant.registration.rules.paymentPassword;
    const value = input.paymentPassword;
    const fits =
      new RegExp(rule.pattern, 'u').test(value) && value.length >= rule.minLength && value.length <= rule.maxLength;
    if (!fits) throw moneyError('paymentPasswordFormat', { fields: { paymentPassword: rule.message } });
    if (input.confirmPaymentPassword !== value) {
      throw moneyError('paymentPasswordMismatch', { fields: { confirmPaymentPassword: 'in_confirmation_correct' } });
    }
  };

  /**
   * Every proof that leads to the withdrawal password shares one lock: each is counted before it is checked (so parallel
   * guesses check at most the limit), wrong ones stay counted, a right one starts the count again.
   */
  const proveFor = (accountId: bigint, prove: () => Promise<ApiError | null>): Promise<void> =>
    attempts.prove(
      [{ rule: PAYMENT_PASSWORD_RULE, subject: accountId.toString() }],
      (retryAfterMs) => moneyError('paymentPasswordLocked', { value: { retryAfterMs } }),
      prove,
    );

  return {
    async has(accountId: bigint): Promise<boolean> {
      return Boolean((await accounts.passwordHashes(accountId))?.payment_password_hash);
    },

    async set(accountId: bigint, input: PaymentPasswordSet): Promise<void> {
      checkFormat(input);
      if (await this.has(accountId)) throw moneyError('paymentPasswordExists');
      if (!(await accounts.setPaymentPassword(accountId, await hashPassword(input.paymentPassword), true)))
        throw moneyError('paymentPasswordExists');
    },

    async reset(accountId: bigint, input: PaymentPasswordReset): Promise<void> {
      await this.resetProven(accountId, input, async () => {
        const stored = await accounts.passwordHashes(accountId);
        if (!stored) throw notLoggedIn();
        if (stored.password_hash && (await verifyPassword(stored.password_hash, input.loginPassword))) return null;
        return moneyError('loginPasswordWrong', { fields: { loginPassword: 'password_old_invalid' } });
      });
    },

    /**
     * Replaces the password once `prove` shows who is asking (it answers null, or the refusal to throw); a refusal
     * counts towards the same lock as wrong withdrawal passwords.
     */
    async resetProven(
      accountId: bigint,
      input: PaymentPasswordSet,
      prove: () => Promise<ApiError | null>,
    ): Promise<void> {
      checkFormat(input);
      await proveFor(accountId, prove);
      await accounts.setPaymentPassword(accountId, await hashPassword(input.paymentPassword), false);
    },

    /** The lock of every proof that leads to the withdrawal password (the login password of a security-answer change). */
    proveFor,

    /** Checks the password of a withdrawal; wrong ones count towards a lock. */
    async verify(accountId: bigint, password: string): Promise<void> {
      await proveFor(accountId, async () => {
        const hash = (await accounts.passwordHashes(accountId))?.payment_password_hash;
        if (!hash) throw moneyError('paymentPasswordMissing');
        if (await verifyPassword(hash, password)) return null;
        return moneyError('paymentPasswordWrong', { fields: { paymentPassword: 'payment_password_invalid' } });
      });
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
