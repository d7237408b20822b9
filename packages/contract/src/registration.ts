import { z } from 'zod';
import { MEMBER_TYPE } from './constants';
import { freeText } from './free-text';

const field = (max = 128) => freeText(z.string().trim().max(max)).optional();

export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
export const registerMethodSchema = z.enum(REGISTER_METHODS);
export type RegisterMethod = z.infer<typeof registerMethodSchema>;

/**
 * Sealed body of PUT /wps/member/register (username) and /wps/member/register/mobile (SPEC 3,
 * "Registration payload"). Values are trimmed; which fields are enabled or required comes from the
 * rule set of GET /wps/system/setting/register. Answer: the log-in value (the new member is logged in).
 */
export const registrationSchema = z.object({
  type: z.literal(MEMBER_TYPE.REGISTRATION).default(MEMBER_TYPE.REGISTRATION),
  registerMethod: registerMethodSchema.default('H5'),
  /** The site host name the player registered on. */
  registerUrl: field(253),
  domain: field(253),
  username: field(64),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  countryDialingCode: field(4),
  mobileNum: field(20),
  /** SMS code from /wps/verification/sms/register (mobile registration with REGMOBVERF3). */
  verificationCode: field(16),
  captcha: field(16),
  captchaId: field(64),
  affiliateCode: field(32),
  paymentPassword: z.string().max(32).optional(),
  recommenderId: field(32),
  nickname: field(64),
  payeeName: field(64),
  email: field(254),
  idNumber: field(),
  qqNum: field(),
  facebook: field(),
  wechat: field(),
  line: field(),
  whatsapp: field(),
  zalo: field(),
});
export type Registration = z.input<typeof registrationSchema>;

/** Query of GET /wps/check/username. */
export const usernameCheckQuerySchema = z.object({ username: freeText(z.string().trim().min(1).max(64)) });
/** Value of GET /wps/check/username; the name is compared without regard to case. */
export const usernameCheckSchema = z.object({ available: z.boolean() });
export type UsernameCheck = z.infer<typeof usernameCheckSchema>;

/** Query of GET /wps/member/affiliate/check. */
export const affiliateCheckQuerySchema = z.object({
  code: freeText(z.string().trim().min(1).max(32)),
  domain: freeText(z.string().trim().max(253)).optional(),
});
/** Value of GET /wps/member/affiliate/check: valid when the code belongs to an active agent. */
export const affiliateCheckSchema = z.object({ valid: z.boolean() });
export type AffiliateCheck = z.infer<typeof affiliateCheckSchema>;
