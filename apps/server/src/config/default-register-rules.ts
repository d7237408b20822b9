import { ruleMessageKey, type FieldRule, type RuleField, type RuleSet } from '@palaro/contract';

type Draft = Omit<FieldRule, 'message'>;

const on = (pattern: string, minLength: number, maxLength: number, required = true): Draft => ({
  enabled: true,
  required,
  pattern,
  minLength,
  maxLength,
});
const off = (pattern: string, minLength: number, maxLength: number): Draft => ({
  ...on(pattern, minLength, maxLength, false),
  enabled: false,
});

// letters and digits, at least one of each; any printable ASCII besides
const PASSWORD = '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$';
const HANDLE = '^[A-Za-z0-9_.@+-]+$';

const drafts: Record<RuleField, Draft> = {
  username: on('^[A-Za-z0-9]+$', 4, 16),
  password: on(PASSWORD, 8, 20),
  loginUsername: on('^[A-Za-z0-9_]+$', 2, 32),
  loginPassword: on('^[\\x21-\\x7E]+$', 6, 64),
  loginMobileNum: on('^\\d+$', 10, 11),
  paymentPassword: off('^\\d+$', 6, 6),
  idNumber: off('^[A-Za-z0-9-]+$', 6, 32),
  qqNum: off('^\\d+$', 5, 12),
  facebook: off(HANDLE, 2, 64),
  wechat: off(HANDLE, 2, 64),
  line: off(HANDLE, 2, 64),
  whatsapp: off('^\\+?\\d+$', 7, 16),
  zalo: off('^\\+?\\d+$', 7, 16),
  email: on('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 6, 254, false),
  nickname: on("^[\\p{L}\\p{N} _.'-]+$", 2, 20, false),
  payeeName: on("^[\\p{L} .'-]+$", 2, 50, false),
  mobileNum: on('^\\d+$', 10, 11),
  verificationCode: on('^\\d+$', 6, 6),
  recommenderId: off('^[A-Za-z0-9]+$', 2, 32),
  affiliateCode: on('^[A-Za-z0-9]+$', 4, 16, false),
  captcha: on('^\\d+$', 1, 16),
};

/** The demo merchant's rule set (SPEC 5); MERCHANT_CONFIG `registration.rules` overrides it key by key. */
export const DEFAULT_REGISTER_RULES = Object.fromEntries(
  Object.entries(drafts).map(([field, draft]) => [field, { ...draft, message: ruleMessageKey(field as RuleField) }]),
) as RuleSet;
