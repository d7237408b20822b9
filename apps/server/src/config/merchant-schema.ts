import { z } from 'zod';
import { FEATURE_FLAGS, LANGUAGES, PROMOTION_KEYS, RESOURCE_TYPES } from '@palaro/contract';
import { identityProvidersSchema, registrationConfigSchema, smsConfigSchema } from './merchant-accounts-schema';
import { paymentsConfigSchema, transferVendorsSchema, withdrawalConfigSchema } from './money-config-schema';
import { securityQuestionsConfigSchema } from './security-config-schema';

const flagShape = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as {
  [K in (typeof FEATURE_FLAGS)[number]]: z.ZodBoolean;
};
const promotionShape = Object.fromEntries(
  PROMOTION_KEYS.map((key) => [key, z.strictObject({ enabled: z.boolean() })]),
) as { [K in (typeof PROMOTION_KEYS)[number]]: z.ZodObject<{ enabled: z.ZodBoolean }, z.core.$strict> };

const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
    'expected a lowercase host name such as m.palaro.ph',
  );
const httpUrl = z.string().regex(/^https?:\/\/[^\s]+$/, 'expected an http(s) URL');
const linkTarget = z.string().regex(/^(https?:\/\/|\/)[^\s]*$/, 'expected an http(s) URL or a path starting with /');
const templateSwitch = z.union([z.literal(0), z.literal(1)], { error: 'expected 0 or 1' });

/** The merchant configuration (MERCHANT_CONFIG merged over the demo merchant); unknown keys are errors. */
export const merchantConfigSchema = z
  .strictObject({
    merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/, 'expected 2-32 characters A-Z, 0-9 or _'),
    /** Display name of the site. */
    name: z.string().min(1, 'expected a non-empty name').max(64, 'expected at most 64 characters'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'expected a 3-letter ISO 4217 code such as PHP'),
    currencySymbol: z.string().min(1, 'expected a symbol such as ₱').max(4, 'expected at most 4 characters'),
    languages: z
      .array(z.enum(LANGUAGES))
      .min(1, 'expected at least one language')
      .refine((list) => new Set(list).size === list.length, 'expected each language once'),
    defaultLanguage: z.enum(LANGUAGES),
    flags: z.strictObject(flagShape),
    promotions: z.strictObject(promotionShape),
    vip: z.boolean(),
    appWindow: z.boolean(),
    maintenance: z.boolean(),
    regionRestriction: z.strictObject({
      countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166 alpha-2 code such as SG')),
    }),
    /** Request header the default country resolver reads, e.g. set by a CDN in front of the server. */
    countryHeader: z.string().regex(/^[a-z0-9-]{1,64}$/, 'expected a lowercase header name such as cf-ipcountry'),
    /** Honour X-Forwarded-* from the proxy in front (client IP, https for HSTS). */
    trustProxy: z.boolean(),
    appBannerHiddenHosts: z.array(hostname),
    mainDomain: hostname,
    imageCDNs: z.array(httpUrl),
    customerService: z.array(z.strictObject({ csType: z.string().min(1, 'expected a type'), path: linkTarget })),
    resources: z.array(
      z.strictObject({
        resourceType: z.enum(RESOURCE_TYPES),
        url: linkTarget,
        labelNameEn: z.string(),
      }),
    ),
    mobileTemplate: z.strictObject({ mem_cen: templateSwitch, dep_func: templateSwitch }),
    registration: registrationConfigSchema,
    sms: smsConfigSchema,
    identityProviders: identityProvidersSchema,
    /** Play money of a new free-play account, in minor units. */
    trialBalance: z
      .number()
      .int('expected a whole number of minor units')
      .min(0, 'expected a whole number of minor units, 0 or more')
      .max(1_000_000_000, 'expected at most 1000000000 minor units'),
    payments: paymentsConfigSchema,
    withdrawal: withdrawalConfigSchema,
    transferVendors: transferVendorsSchema,
    securityQuestions: securityQuestionsConfigSchema,
  })
  .superRefine((config, context) => {
    if (!config.languages.includes(config.defaultLanguage)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: `expected one of the configured languages (${config.languages.join(', ')})`,
        input: config.defaultLanguage,
      });
    }
  });

export type MerchantConfig = z.infer<typeof merchantConfigSchema>;
