import * as z from 'zod/mini';
import type { FieldRule } from '@palaro/contract/account-rules';
import { passesRule } from '@palaro/contract/rule-check';

export type StringCheck = z.ZodMiniType<string, string>;

/** A server rule (SPEC 5) as a zod check; the value is trimmed before it is checked, the message is the rule's i18n key. */
export function ruleString(rule: FieldRule | undefined, requiredMessage?: string): StringCheck {
  return z.string().check(
    z.superRefine((value, context) => {
      const text = value.trim();
      if (requiredMessage && text === '') context.addIssue({ code: 'custom', message: requiredMessage, input: value });
      else if (rule && !passesRule(rule, text)) context.addIssue({ code: 'custom', message: rule.message, input: value });
    }),
  );
}

/** The rule made mandatory: fields a registration cannot do without, whatever the rule set says. */
export function mandatory(rule: FieldRule | undefined): FieldRule | undefined {
  return rule ? { ...rule, enabled: true, required: true } : undefined;
}

/** SPEC 5: while shown, the captcha must be typed (in_vwrite_code) and fit its rule. */
export function captchaString(shown: boolean, rule: FieldRule | undefined): StringCheck {
  return shown ? ruleString(mandatory(rule), 'in_vwrite_code') : z.string();
}
