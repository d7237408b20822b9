import type { PaymentPasswordReset, PaymentPasswordSet } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { Db } from '../../db/db';
import { type ApiError, notLoggedIn } from '../../http/api-error';
import { moneyError } from '../../http/money-error';
import type { KeyValueStore } from '../../kv/key-value-store';
import { hashPassword, verifyPassword } from '../../security/password-hasher';
import { withdrawalsRepository } from './repository';

/** Wrong withdrawal (or, on reset, login) passwords one account may send per window. */
export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_WINDOW_MS = 15 * 60_000;

type Deps = { db: Db; kv: KeyValueStore; merchant: MerchantConfig };

/** The withdrawal (payment) password: set once, reset with the login password, checked on every withdrawal. */
export function createPaymentPasswordService({ db, kv, merchant }: Deps) {
  const repo = withdrawalsRepository(db);
  const counterKey = (accountId: bigint) => `payment-password-failures:${accountId}`;

  const checkFormat = (input: { paymentPassword: string; confirmPaymentPassword: string }) => {
    const rule = merchant.registration.rules.paymentPassword;
    const value = input.paymentPassword;
    const fits = new RegExp(rule.pattern, 'u').test(value) && value.length >= rule.minLength && value.length <= rule.maxLength;
    if (!fits) throw moneyError('paymentPasswordFormat', { fields: { paymentPassword: rule.message } });
    if (input.confirmPaymentPassword !== value) {
      throw moneyError('paymentPasswordMismatch', { fields: { confirmPaymentPassword: 'in_confirmation_correct' } });
    }
  };

  const guard = async (accountId: bigint) => {
    if (Number((await kv.get(counterKey(accountId))) ?? 0) >= PAYMENT_PASSWORD_TRIES) {
      throw moneyError('paymentPasswordLocked', { value: { retryAfterMs: PAYMENT_PASSWORD_WINDOW_MS } });
    }
  };
  const failed = (accountId: bigint) => kv.incr(counterKey(accountId), PAYMENT_PASSWORD_WINDOW_MS);

  return {
    async has(accountId: bigint): Promise<boolean> {
      return Boolean((await repo.passwords(accountId))?.payment_password_hash);
    },

    async set(accountId: bigint, input: PaymentPasswordSet): Promise<void> {
      checkFormat(input);
      if (await this.has(accountId)) throw moneyError('paymentPasswordExists');
      if (!(await repo.setPaymentPassword(accountId, await hashPassword(input.paymentPassword), true))) throw moneyError('paymentPasswordExists');
    },

    async reset(accountId: bigint, input: PaymentPasswordReset): Promise<void> {
      await this.resetProven(accountId, input, async () => {
        const stored = await repo.passwords(accountId);
        if (!stored) throw notLoggedIn();
        if (stored.password_hash && (await verifyPassword(stored.password_hash, input.loginPassword))) return null;
        return moneyError('loginPasswordWrong', { fields: { loginPassword: 'password_old_invalid' } });
      });
    },

    /**
     * Replaces the password once `prove` shows who is asking (it answers null, or the refusal to throw); a refusal
     * counts towards the same lock as wrong withdrawal passwords.
     */
    async resetProven(accountId: bigint, input: PaymentPasswordSet, prove: () => Promise<ApiError | null>): Promise<void> {
      checkFormat(input);
      await guard(accountId);
      const refusal = await prove();
      if (refusal) {
        await failed(accountId);
        throw refusal;
      }
      await repo.setPaymentPassword(accountId, await hashPassword(input.paymentPassword), false);
    },

    /** The lock of every proof that leads to the withdrawal password: wrong ones count, too many lock for a while. */
    lock: { guard, failed },

    /** Checks the password of a withdrawal; wrong ones count towards a lock. */
    async verify(accountId: bigint, password: string): Promise<void> {
      await guard(accountId);
      const hash = (await repo.passwords(accountId))?.payment_password_hash;
      if (!hash) throw moneyError('paymentPasswordMissing');
      if (!(await verifyPassword(hash, password))) {
        await failed(accountId);
        throw moneyError('paymentPasswordWrong', { fields: { paymentPassword: 'payment_password_invalid' } });
      }
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
