import * as z from 'zod/mini';
import type { RuleField } from '@palaro/contract/account-rules';
import type { SOCIAL_LOGIN_QUERY } from '@palaro/contract/session';
import { whitelabelSchema } from './status-schema';

// zod/mini mirrors of the contract's account schemas. Classic zod anywhere in the app keeps most of zod's core
// alive in the first screen's shared chunk; account-schemas.test.ts proves each mirror equals the contract.

const int = () => z.int();

export const loginValueSchema = z.object({ token: z.string(), userName: z.string(), type: int(), firstTimeLogin: z.boolean(), id: int() });

export const freeplayValueSchema = z.extend(loginValueSchema, { customerType: int(), trialBalance: int(), currency: z.string() });

export const captchaSchema = z.object({ captchaId: z.string(), image: z.string(), kind: z.enum(['text', 'arithmetic']), expiresAt: int() });

export const smsSentSchema = z.object({ expirationTime: int(), nextSendAt: int() });

export const countryListSchema = z.array(z.object({ countryCode: z.string(), dialingCode: z.string(), name: z.string() }));

export const RULE_FIELD_VALUES = [
  'username', 'password', 'loginUsername', 'loginPassword', 'loginMobileNum', 'paymentPassword', 'idNumber', 'qqNum', 'facebook', 'wechat',
  'line', 'whatsapp', 'zalo', 'email', 'nickname', 'payeeName', 'mobileNum', 'verificationCode', 'recommenderId', 'affiliateCode', 'captcha',
] as const satisfies readonly RuleField[];

const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  pattern: z.string(),
  message: z.string(),
  minLength: z.int().check(z.minimum(0)),
  maxLength: z.int().check(z.minimum(1)),
});
const ruleShape = Object.fromEntries(RULE_FIELD_VALUES.map((field) => [field, fieldRuleSchema])) as Record<RuleField, typeof fieldRuleSchema>;

export const registerSettingsSchema = z.object({ rules: z.object(ruleShape), captcha: z.boolean(), smsCaptcha: z.boolean() });

export const memberInfoSchema = z.object({
  id: int(),
  nickname: z.string(),
  account: z.string(),
  type: int(),
  clubLabel: z.object({ labelName: z.string() }),
  email: z.string(),
  payeeName: z.string(),
  iconUrl: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  vipProgress: z.number().check(z.minimum(0), z.maximum(1)),
  temporaryPassword: z.boolean(),
  hasPassword: z.boolean(),
});

export const passwordByPhoneValueSchema = z.object({ userName: z.string() });

export const affiliateCheckSchema = z.object({ valid: z.boolean() });

export const usernameCheckSchema = z.object({ available: z.boolean() });

export const whitelabelResponseSchema = z.extend(whitelabelSchema, { identityProviders: z.object({ google: z.boolean(), facebook: z.boolean() }) });

/** Calls whose success carries no value. */
export const nullValueSchema = z.null();

/** Where the server sends the visitor back after social sign-in; the type keeps it equal to the contract's. */
export const SOCIAL_QUERY = { ticket: 'socialTicket', error: 'socialError' } as const satisfies typeof SOCIAL_LOGIN_QUERY;

/** GET /wps/system/encryption/key: the key id and the RSA-OAEP-256 public key as a JWK. */
export const publicKeySchema = z.object({ keyId: z.string(), jwk: z.record(z.string(), z.unknown()) });

export const renewValueSchema = z.object({ idleExpiresAt: int(), absoluteExpiresAt: int() });
