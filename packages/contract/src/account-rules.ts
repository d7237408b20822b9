import { z } from 'zod';

/** Field keys of the server-supplied rule set (SPEC 5). */
export const RULE_FIELDS = [
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
] as const;
export const ruleFieldSchema = z.enum(RULE_FIELDS);
export type RuleField = z.infer<typeof ruleFieldSchema>;

/** i18n key of each field's rule message, e.g. rule_login_mobile_num; the web app translates them. */
export function ruleMessageKey(field: RuleField): string {
  return `rule_${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
}
export const RULE_MESSAGE_KEYS = RULE_FIELDS.map(ruleMessageKey);

export const fieldRuleSchema = z.object({
  /** A disabled field is not shown and not checked. */
  enabled: z.boolean(),
  /** A field that is not required passes when empty. */
  required: z.boolean(),
  /** JavaScript regular expression source; compile it with the `u` flag (see ruleRegExp). */
  pattern: z.string(),
  /** i18n key of the message shown under the field when the check fails. */
  message: z.string(),
  /** Length bounds in characters (code points), also checked by the server. */
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

const ruleShape = Object.fromEntries(RULE_FIELDS.map((field) => [field, fieldRuleSchema])) as {
  [K in RuleField]: typeof fieldRuleSchema;
};
export const ruleSetSchema = z.object(ruleShape);
export type RuleSet = z.infer<typeof ruleSetSchema>;

/** Value of GET /wps/system/setting/register. */
export const registerSettingsSchema = z.object({
  rules: ruleSetSchema,
  /** Registration asks for a captcha (GET /wps/captcha). */
  captcha: z.boolean(),
  /** Requesting an SMS code asks for a captcha too. */
  smsCaptcha: z.boolean(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export { passesRule, ruleRegExp } from './rule-check';
