import { z } from 'zod';
import { FEATURE_FLAGS, PROMOTION_KEYS } from './constants';
import { IDENTITY_PROVIDERS, type IdentityProvider } from './session';

const flagShape = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as {
  [K in (typeof FEATURE_FLAGS)[number]]: z.ZodBoolean;
};
const promotionShape = Object.fromEntries(PROMOTION_KEYS.map((key) => [key, z.object({ enabled: z.boolean() })])) as {
  [K in (typeof PROMOTION_KEYS)[number]]: z.ZodObject<{ enabled: z.ZodBoolean }>;
};

export const whitelabelSchema = z.object({
  merchantCode: z.string(),
  flags: z.object(flagShape),
  promotions: z.object(promotionShape),
  vip: z.boolean(),
  /** The "app window" flag: the header's download-app button may show. */
  appWindow: z.boolean(),
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;

const providerShape = Object.fromEntries(IDENTITY_PROVIDERS.map((provider) => [provider, z.boolean()])) as {
  [K in IdentityProvider]: z.ZodBoolean;
};

/**
 * Value of GET /wps/system/whitelabel: the switches plus which identity providers are configured.
 * A social button shows when its flag (GOOGLELOGIN3, FACEBOOKLOGIN3) is on and its provider is configured.
 */
export const whitelabelResponseSchema = whitelabelSchema.extend({
  identityProviders: z.object(providerShape),
});
export type WhitelabelResponse = z.infer<typeof whitelabelResponseSchema>;

export const RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'FACEBOOK',
  'INSTAGRAM',
  'YOUTUBE',
  'TELEGRAM',
  'DISCORD',
  'LINKEDIN',
  'TIKTOK',
  'FACEBOOK2',
] as const;
export const downloadLinkSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const customerServiceSchema = z.object({ csType: z.string(), path: z.string() });
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const statusSchema = z.object({
  info: z.object({
    customerService: z.array(customerServiceSchema),
    domainRoute: z.array(z.object({ domain: z.string(), path: z.string() })),
    mobileTemplate: z.object({ mem_cen: z.number().int(), dep_func: z.number().int() }),
    paths: z.record(z.string(), z.string()),
    register: z.object({
      username: z.boolean(),
      mobile: z.boolean(),
      mobileWithPassword: z.boolean(),
      smsVerification: z.boolean(),
    }),
    resources: z.array(downloadLinkSchema),
    whitelabel: whitelabelSchema,
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
    /** Hosts on which the app-download banner never shows (SPEC 2.2 "two special hosts"). */
    appBannerHiddenHosts: z.array(z.string()),
    currency: z.string(),
  }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type StatusResponse = z.infer<typeof statusSchema>;

export const publicKeySchema = z.object({
  keyId: z.string(),
  /** RSA-OAEP-256 public key as a JWK. */
  jwk: z.record(z.string(), z.unknown()),
});
export type PublicKey = z.infer<typeof publicKeySchema>;
