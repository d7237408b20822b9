import type { FieldRule } from '@palaro/contract/account-rules';
import { ruleString, textString, UNSAFE_TEXT_KEY } from './rule-schema';

// A merchant's rule may take any character; the free-text rule of the contract still holds.
const anything: FieldRule = {
  enabled: true,
  required: false,
  pattern: '^[\\s\\S]+$',
  message: 'rule_nickname',
  minLength: 1,
  maxLength: 64,
};
const letters: FieldRule = { ...anything, pattern: '^\\p{L}+$' };

const messages = (check: ReturnType<typeof textString>, value: string) => {
  const result = check.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('typed-text fields', () => {
  it.each(['Juan\u001b[2J', 'Juan\u009b2J', 'Juan\u0000', 'Ju\nan', 'Juan\u202eCruz', 'Juan\u2066'])(
    'refuse %j with their own message first',
    (value) => {
      expect(messages(textString(anything), value)).toEqual([UNSAFE_TEXT_KEY]);
      expect(messages(textString(letters), value)[0]).toBe(UNSAFE_TEXT_KEY);
    },
  );

  it('take text of any script, and leave trimming to the field', () => {
    for (const value of ['Juan', '陈小明', 'สมชาย', 'Nguyễn', ' Juan '])
      expect(messages(textString(anything), value)).toEqual([]);
  });

  it('keep the required message and the rule', () => {
    expect(messages(textString(anything, 'rule_required'), ' ')).toEqual(['rule_required']);
    expect(messages(textString(letters), 'Juan1')).toEqual(['rule_nickname']);
  });

  it('are not passwords: those stay with their rule alone', () => {
    expect(messages(ruleString(anything), 'Pass\u001bword')).toEqual([]);
  });
});
