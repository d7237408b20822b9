import * as z from 'zod/mini';
import { amountString, type AmountLimits } from '../../../shared/lib/money/amount-check';

export type WithdrawValues = { amount: string; bankCardId: string; paymentPassword: string };

/** A withdrawal: within the limits and never more than the withdrawable balance, to one of the cards, with the password. */
export function makeWithdrawSchema(limits: AmountLimits) {
  return z.object({
    amount: amountString(limits),
    bankCardId: z.string().check(z.minLength(1, 'money:withdraw.chooseCard')),
    paymentPassword: z.string().check(z.minLength(1, 'money:password.required')),
  });
}
