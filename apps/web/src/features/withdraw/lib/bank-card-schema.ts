import * as z from 'zod/mini';
import type { FieldRule } from '@palaro/contract/account-rules';
import { mandatory, textString } from '../../../shared/lib/forms/rule-schema';

export type BankCardValues = { bankCode: string; payeeName: string; accountNumber: string };

/** Spaces and dashes are ignored in account numbers, as on the server. */
export const accountDigits = (value: string) => value.replace(/[\s-]/g, '');

/** A payout card: one of the merchant's banks, the payee's name (rule payeeName) and 6-24 digits. */
export function makeBankCardSchema(payeeRule: FieldRule | undefined) {
  return z.object({
    bankCode: z.string().check(z.minLength(1, 'money:card.bankRequired')),
    payeeName: textString(mandatory(payeeRule), 'money:card.payeeRequired').check(
      z.superRefine((value, context) => {
        const length = value.trim().length;
        if (length > 0 && (length < 2 || length > 64))
          context.addIssue({ code: 'custom', message: 'rule_payee_name', input: value });
      }),
    ),
    accountNumber: z.string().check(
      z.superRefine((value, context) => {
        const digits = accountDigits(value);
        if (digits === '') context.addIssue({ code: 'custom', message: 'money:card.numberRequired', input: value });
        else if (!/^\d{6,24}$/.test(digits))
          context.addIssue({ code: 'custom', message: 'money:card.numberRule', input: value });
      }),
    ),
  });
}
