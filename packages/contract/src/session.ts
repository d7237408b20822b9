import { z } from 'zod';
import { freeText } from './free-text';

const text = (max: number) => freeText(z.string().trim().max(max));
/** Captcha answer and the id GET /wps/captcha returned with the image; needed once the server asks. */
const captchaFields = { captcha: text(16).optional(), captchaId: text(64).optional() };

/** Log-in types; remembered credentials are restored only when the type matches. */
export const LOGIN_TYPES = ['username', 'mobile'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const usernameLoginSchema = z.object({
  type: z.literal('username'),
  username: text(64).min(1),
  password: z.string().min(1).max(128),
  ...captchaFields,
});

/** Mobile number and SMS code (flag MOBILEVERCODELOGIN3); the code comes from /wps/verification/sms/noLogin. */
export const mobileLoginSchema = z.object({
  type: z.literal('mobile'),
  countryDialingCode: text(4).min(1),
  mobileNum: text(20).min(1),
  verificationCode: text(16).min(1),
  ...captchaFields,
});

/** Sealed body of POST /wps/session/login. */
export const loginRequestSchema = z.discriminatedUnion('type', [usernameLoginSchema, mobileLoginSchema]);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Value of a successful log-in, registration or social sign-in (SPEC 3, "Login response value"). */
export const loginValueSchema = z.object({
  token: z.string(),
  userName: z.string(),
  /** Member type: 0 player, 1 agent, 4 trial, ... */
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  id: z.number().int(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** Value of POST /wps/session/login/freeplay: a fresh trial account (type 4) already logged in. */
export const freeplayValueSchema = loginValueSchema.extend({
  customerType: z.number().int(),
  /** Trial balance in minor units (centavos): play money, held in the ledger apart from real money. */
  trialBalance: z.number().int(),
  currency: z.string(),
});
export type FreeplayValue = z.infer<typeof freeplayValueSchema>;

/** Value of GET /wps/member/trialuser (trial sessions only). */
export const trialUserSchema = z.object({
  userName: z.string(),
  customerType: z.number().int(),
  trialBalance: z.number().int(),
  currency: z.string(),
});
export type TrialUser = z.infer<typeof trialUserSchema>;

/** Value of POST /wps/session/renew: when the session ends if unused, and at the latest (epoch ms). */
export const renewValueSchema = z.object({
  idleExpiresAt: z.number().int(),
  absoluteExpiresAt: z.number().int(),
});
export type RenewValue = z.infer<typeof renewValueSchema>;

/** Identity providers for social log-in (OpenID Connect, authorization code + PKCE). */
export const IDENTITY_PROVIDERS = ['google', 'facebook'] as const;
export const identityProviderSchema = z.enum(IDENTITY_PROVIDERS);
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

/**
 * After the provider, the server redirects to /m/login with one of these query parameters:
 * the ticket is exchanged once (within 2 minutes) at POST /wps/session/login/social for the log-in value.
 */
export const SOCIAL_LOGIN_QUERY = { ticket: 'socialTicket', error: 'socialError' } as const;
export const SOCIAL_LOGIN_ERRORS = ['denied', 'failed', 'expired', 'disabled'] as const;
export type SocialLoginError = (typeof SOCIAL_LOGIN_ERRORS)[number];

export const socialTicketRequestSchema = z.object({ ticket: text(128).min(1) });
export type SocialTicketRequest = z.infer<typeof socialTicketRequestSchema>;
