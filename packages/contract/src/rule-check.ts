import type { FieldRule } from './account-rules';

// Free of zod on purpose: the web app's forms run this check without loading the schema runtime.

export function ruleRegExp(rule: FieldRule): RegExp {
  return new RegExp(rule.pattern, 'u');
}

/** The one check both sides run: trimmed value against its rule; disabled or optional-and-empty passes. */
export function passesRule(rule: FieldRule, value: string | null | undefined): boolean {
  if (!rule.enabled) return true;
  const text = (value ?? '').trim();
  if (text === '') return !rule.required;
  const length = [...text].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  return ruleRegExp(rule).test(text);
}
