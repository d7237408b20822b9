import * as z from 'zod/mini';
import { safeText } from '../../../shared/lib/forms/rule-schema';
import { amountString, type AmountLimits } from '../../../shared/lib/money/amount-check';

export type ManualDepositValues = {
  bankAccountId: string;
  amount: string;
  transferReference: string;
  payerName: string;
};

/** A manual transfer: the account paid into, an amount within the method's limits and the bank's reference. */
export function makeManualDepositSchema(limits: AmountLimits) {
  return z.object({
    bankAccountId: z.string().check(z.minLength(1, 'money:deposit.chooseAccount')),
    amount: amountString(limits),
    transferReference: z.string().check(
      safeText(),
      z.superRefine((value, context) => {
        const text = value.trim();
        if (text === '') context.addIssue({ code: 'custom', message: 'money:deposit.referenceRequired', input: value });
        else if (text.length > 64)
          context.addIssue({ code: 'custom', message: 'money:deposit.referenceLong', input: value });
      }),
    ),
    payerName: z.string().check(safeText(), z.maxLength(64, 'money:deposit.payerLong')),
  });
}
