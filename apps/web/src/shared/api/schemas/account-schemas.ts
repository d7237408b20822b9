import * as v from 'valibot';
import type { RuleField } from '@palaro/contract/account-rules';
import type { SOCIAL_LOGIN_QUERY } from '@palaro/contract/session';
import { int, record } from '../../lib/valibot-rules';
import { whitelabelSchema } from './status-schema';

// valibot mirrors of the contract's account schemas. A logged-in player's header (member info, session renewal)
// is on the first screen, where zod's core would break the JavaScript budget; account-schemas.test.ts proves each
// mirror describes exactly the same JSON as the contract and treats every answer alike.

export const loginValueSchema = v.object({
  token: v.string(),
  userName: v.string(),
  type: int(),
  firstTimeLogin: v.boolean(),
  id: int(),
});

export const freeplayValueSchema = v.object({
  ...loginValueSchema.entries,
  customerType: int(),
  trialBalance: int(),
  currency: v.string(),
});

export const captchaSchema = v.object({
  captchaId: v.string(),
  image: v.string(),
  kind: v.picklist(['text', 'arithmetic']),
  expiresAt: int(),
});

export const smsSentSchema = v.object({ expirationTime: int(), nextSendAt: int() });

export const countryListSchema = v.array(
  v.object({ countryCode: v.string(), dialingCode: v.string(), name: v.string() }),
);

export const RULE_FIELD_VALUES = [
  'username',
  'password',
  'loginUsername',
  'loginPassword',
  'loginMobileNum',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const satisfies readonly RuleField[];

const fieldRuleSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  pattern: v.string(),
  message: v.string(),
  minLength: v.pipe(int(), v.minValue(0)),
  maxLength: v.pipe(int(), v.minValue(1)),
});
const ruleShape = Object.fromEntries(RULE_FIELD_VALUES.map((field) => [field, fieldRuleSchema])) as Record<
  RuleField,
  typeof fieldRuleSchema
>;

export const registerSettingsSchema = v.object({
  rules: v.object(ruleShape),
  captcha: v.boolean(),
  smsCaptcha: v.boolean(),
});

export const memberInfoSchema = v.object({
  id: int(),
  nickname: v.string(),
  account: v.string(),
  type: int(),
  clubLabel: v.object({ labelName: v.string() }),
  email: v.string(),
  payeeName: v.string(),
  iconUrl: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  vipProgress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  temporaryPassword: v.boolean(),
  hasPassword: v.boolean(),
});

export const passwordByPhoneValueSchema = v.object({ userName: v.string() });

export const affiliateCheckSchema = v.object({ valid: v.boolean() });

export const usernameCheckSchema = v.object({ available: v.boolean() });

export const whitelabelResponseSchema = v.object({
  ...whitelabelSchema.entries,
  identityProviders: v.object({ google: v.boolean(), facebook: v.boolean() }),
});

/** Calls whose success carries no value. */
export const nullValueSchema = v.null();

/** Where the server sends the visitor back after social sign-in; the type keeps it equal to the contract's. */
export const SOCIAL_QUERY = {
  ticket: 'socialTicket',
  error: 'socialError',
} as const satisfies typeof SOCIAL_LOGIN_QUERY;

/** GET /wps/system/encryption/key: the key id and the RSA-OAEP-256 public key as a JWK. */
export const publicKeySchema = v.object({ keyId: v.string(), jwk: record(v.string(), v.unknown()) });

export const renewValueSchema = v.object({ idleExpiresAt: int(), absoluteExpiresAt: int() });
