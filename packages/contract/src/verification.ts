import { z } from 'zod';
import { freeText } from './free-text';

export const CAPTCHA_KINDS = ['text', 'arithmetic'] as const;

/**
 * Value of GET /wps/captcha: a 220 x 84 px WebP image as a data URL. Send `captchaId` with the typed answer
 * (digits; the result when the image shows a sum). Single use, bound to the requester, 5 minutes.
 */
export const captchaSchema = z.object({
  captchaId: z.string(),
  image: z.string(),
  kind: z.enum(CAPTCHA_KINDS),
  expiresAt: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** JSON body of POST /wps/verification/sms/register and /wps/verification/sms/noLogin. */
export const smsRequestSchema = z.object({
  countryDialingCode: freeText(z.string().trim().min(1).max(4)),
  mobileNum: freeText(z.string().trim().min(1).max(20)),
  /** Needed when the register settings say smsCaptcha. */
  captcha: freeText(z.string().trim().max(16)).optional(),
  captchaId: freeText(z.string().trim().max(64)).optional(),
});
export type SmsRequest = z.infer<typeof smsRequestSchema>;

/** Value of both SMS calls (epoch ms). */
export const smsSentSchema = z.object({
  /** The code stops working at this time. */
  expirationTime: z.number().int(),
  /** No other code is sent to this number before this time. */
  nextSendAt: z.number().int(),
});
export type SmsSent = z.infer<typeof smsSentSchema>;

export const countrySchema = z.object({
  /** ISO 3166 alpha-2, e.g. PH. */
  countryCode: z.string(),
  /** Without "+", e.g. 63. */
  dialingCode: z.string(),
  /** English name; translate with Intl.DisplayNames by countryCode. */
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** Value of GET /wps/system/country: dialing codes, the Philippines first. */
export const countryListSchema = z.array(countrySchema);
