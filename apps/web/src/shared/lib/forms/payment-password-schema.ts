import * as z from 'zod/mini';
import type { FieldRule } from '@palaro/contract/account-rules';
import { mandatory, ruleString } from './rule-schema';

export type SetPaymentPasswordValues = { paymentPassword: string; confirmPaymentPassword: string };
export type ResetPaymentPasswordValues = SetPaymentPasswordValues & { loginPassword: string };

/** The demo merchant's rule (6 digits) while the rule set loads; the server checks the same rule again. */
const FALLBACK_RULE: FieldRule = {
  enabled: true,
  required: true,
  pattern: '^\\d+$',
  message: 'rule_payment_password',
  minLength: 6,
  maxLength: 6,
};

export function paymentPasswordRule(rule: FieldRule | undefined): FieldRule {
  return mandatory(rule) ?? FALLBACK_RULE;
}

const confirmation = z.superRefine<SetPaymentPasswordValues>((values, context) => {
  const confirm = values.confirmPaymentPassword.trim();
  if (confirm && confirm !== values.paymentPassword.trim()) {
    context.addIssue({
      code: 'custom',
      path: ['confirmPaymentPassword'],
      message: 'in_confirmation_correct',
      input: values,
    });
  }
});

/** A first withdrawal password: the merchant's rule (SPEC 5 key paymentPassword), typed twice. */
export function makeSetPaymentPasswordSchema(rule: FieldRule | undefined) {
  return z
    .object({
      paymentPassword: ruleString(paymentPasswordRule(rule), 'money:password.required'),
      confirmPaymentPassword: ruleString(undefined, 'money:password.confirmRequired'),
    })
    .check(confirmation);
}

/** A new withdrawal password, proven with the login password. */
export function makeResetPaymentPasswordSchema(rule: FieldRule | undefined) {
  return z
    .object({
      loginPassword: ruleString(undefined, 'money:password.loginRequired'),
      paymentPassword: ruleString(paymentPasswordRule(rule), 'money:password.required'),
      confirmPaymentPassword: ruleString(undefined, 'money:password.confirmRequired'),
    })
    .check(confirmation);
}
