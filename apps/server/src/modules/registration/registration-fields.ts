import { passesRule, type FieldRule, type registrationSchema, type RuleField, type RuleSet } from '@palaro/contract';
import type { z } from 'zod';
import type { MerchantConfig } from '../../config/merchant-schema';

export type RegistrationInput = z.output<typeof registrationSchema>;
export type RegisterMethod = 'username' | 'mobile';

/** Optional profile fields the rule set may switch on. */
const PROFILE_FIELDS = [
  'email',
  'nickname',
  'payeeName',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly (keyof RegistrationInput & RuleField)[];

/** Extras kept together in accounts.contacts. */
export const CONTACT_FIELDS = [
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
] as const;

type Checked = keyof RegistrationInput & RuleField;
const must = (rule: FieldRule): FieldRule => ({ ...rule, enabled: true, required: true });

/** The fields a registration by this method checks, and the rule each one meets. */
function rulesFor(method: RegisterMethod, input: RegistrationInput, rules: RuleSet, flags: MerchantConfig['flags']) {
  const checks: [Checked, FieldRule][] = PROFILE_FIELDS.map((field) => [field, rules[field]]);
  if (method === 'username') {
    // without these the registration means nothing, whatever the rule set says
    checks.push(['username', must(rules.username)], ['password', must(rules.password)]);
    return checks;
  }
  checks.push(['mobileNum', must(rules.mobileNum)]);
  if (flags.REGMOBVERF3) checks.push(['verificationCode', must(rules.verificationCode)]);
  if (flags.MOBILENUMPASSREG3) checks.push(['password', must(rules.password)]);
  if (input.username) checks.push(['username', { ...rules.username, enabled: true }]);
  return checks;
}

/** Each field that breaks its rule, mapped to the rule's message key; empty when all pass. */
export function registrationFieldErrors(
  method: RegisterMethod,
  input: RegistrationInput,
  merchant: MerchantConfig,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of rulesFor(method, input, merchant.registration.rules, merchant.flags)) {
    if (!passesRule(rule, input[field])) errors[field] = rule.message;
  }
  return errors;
}

/** A value the rule set switched on, trimmed; undefined when off or empty. */
export function enabledValue(input: RegistrationInput, field: Checked, rules: RuleSet): string | undefined {
  const value = input[field]?.trim();
  return rules[field].enabled && value ? value : undefined;
}
