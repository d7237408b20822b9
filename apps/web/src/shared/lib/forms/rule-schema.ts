import * as z from 'zod/mini';
import type { FieldRule } from '@palaro/contract/account-rules';
import { passesRule } from '@palaro/contract/rule-check';
import { hasUnsafeText } from '@palaro/contract/text-characters';

export type StringCheck = z.ZodMiniType<string, string>;

/** i18n key of the message for text the contract's freeText refuses (control or text-direction characters). */
export const UNSAFE_TEXT_KEY = 'account:text_unsafe';

/** The contract's free-text rule, checked on the trimmed value as the server checks it. */
export function safeText() {
  return z.superRefine<string>((value, context) => {
    if (hasUnsafeText(value.trim())) context.addIssue({ code: 'custom', message: UNSAFE_TEXT_KEY, input: value });
  });
}

function passesFieldRule(rule: FieldRule | undefined, requiredMessage?: string) {
  return z.superRefine<string>((value, context) => {
    const text = value.trim();
    if (requiredMessage && text === '') context.addIssue({ code: 'custom', message: requiredMessage, input: value });
    else if (rule && !passesRule(rule, text)) context.addIssue({ code: 'custom', message: rule.message, input: value });
  });
}

/** A server rule (SPEC 5) as a zod check; the value is trimmed before it is checked, the message is the rule's i18n key. */
export function ruleString(rule: FieldRule | undefined, requiredMessage?: string): StringCheck {
  return z.string().check(passesFieldRule(rule, requiredMessage));
}

/** A rule field of typed text (not a password): the free-text rule first, so its own message shows, then the server rule. */
export function textString(rule: FieldRule | undefined, requiredMessage?: string): StringCheck {
  return z.string().check(safeText(), passesFieldRule(rule, requiredMessage));
}

/** The rule made mandatory: fields a registration cannot do without, whatever the rule set says. */
export function mandatory(rule: FieldRule | undefined): FieldRule | undefined {
  return rule ? { ...rule, enabled: true, required: true } : undefined;
}

/** SPEC 5: while shown, the captcha must be typed (in_vwrite_code) and fit its rule. */
export function captchaString(shown: boolean, rule: FieldRule | undefined): StringCheck {
  return shown ? textString(mandatory(rule), 'in_vwrite_code') : z.string();
}
