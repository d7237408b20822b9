import * as z from 'zod/mini';
import { parseAmount } from './parse-amount';

export type AmountLimits = {
  currency: string;
  /** Minor units, inclusive. */
  min: bigint;
  max: bigint;
  /** What the player holds (withdrawals, transfers): minor units, inclusive. */
  available?: bigint;
};

/** i18n keys (money namespace) of what is wrong with an amount; AmountField fills in the limits. */
export const AMOUNT_PROBLEMS = {
  empty: 'money:amount.required',
  format: 'money:amount.invalid',
  decimals: 'money:amount.decimals',
  zero: 'money:amount.positive',
  belowMin: 'money:amount.belowMin',
  aboveMax: 'money:amount.aboveMax',
  aboveAvailable: 'money:amount.aboveAvailable',
} as const;

/** The problem key of `text` against `limits`, or null when it is a valid amount. */
export function amountProblem(text: string, limits: AmountLimits): string | null {
  const parsed = parseAmount(text, limits.currency);
  if (!parsed.ok) return AMOUNT_PROBLEMS[parsed.problem];
  if (parsed.minor <= 0n) return AMOUNT_PROBLEMS.zero;
  if (limits.available !== undefined && parsed.minor > limits.available) return AMOUNT_PROBLEMS.aboveAvailable;
  if (parsed.minor < limits.min) return AMOUNT_PROBLEMS.belowMin;
  if (parsed.minor > limits.max) return AMOUNT_PROBLEMS.aboveMax;
  return null;
}

/** The same as a form check: the message is the problem's i18n key. */
export function amountString(limits: AmountLimits) {
  return z.string().check(
    z.superRefine((value, context) => {
      const problem = amountProblem(value, limits);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );
}

/** Minor units of a text that passed amountString, as the wire's string. */
export function amountToWire(text: string, currency: string): string {
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) throw new Error('amountToWire: the amount was not checked');
  return parsed.minor.toString();
}
