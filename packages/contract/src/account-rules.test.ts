import { describe, expect, it } from 'vitest';
import { passesRule, ruleMessageKey, RULE_FIELDS, RULE_MESSAGE_KEYS, type FieldRule } from './account-rules';

const rule: FieldRule = {
  enabled: true,
  required: true,
  pattern: '^[A-Za-z0-9]+$',
  message: 'rule_username',
  minLength: 4,
  maxLength: 8,
};

describe('field rules', () => {
  it('check the trimmed value against length and pattern', () => {
    expect(passesRule(rule, ' demo ')).toBe(true);
    expect(passesRule(rule, 'abc')).toBe(false);
    expect(passesRule(rule, 'abcdefghi')).toBe(false);
    expect(passesRule(rule, 'de mo')).toBe(false);
  });

  it('let an optional empty field and a disabled field pass', () => {
    expect(passesRule(rule, '')).toBe(false);
    expect(passesRule({ ...rule, required: false }, '  ')).toBe(true);
    expect(passesRule({ ...rule, required: false }, 'x')).toBe(false);
    expect(passesRule({ ...rule, enabled: false }, 'x')).toBe(true);
  });

  it('count characters, not UTF-16 units, and understand \\p{...} patterns', () => {
    const name: FieldRule = { ...rule, pattern: '^[\\p{L} ]+$', minLength: 2, maxLength: 3 };
    expect(passesRule(name, 'Ñoñ')).toBe(true);
    expect(passesRule(name, '😀😀')).toBe(false);
  });

  it('name their message keys in snake case after the field', () => {
    expect(ruleMessageKey('loginMobileNum')).toBe('rule_login_mobile_num');
    expect(ruleMessageKey('username')).toBe('rule_username');
    expect(RULE_MESSAGE_KEYS).toHaveLength(RULE_FIELDS.length);
  });
});
