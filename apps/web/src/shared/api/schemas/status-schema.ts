import * as z from 'zod/mini';
import { FEATURE_FLAGS, PROMOTION_KEYS, type FeatureFlag, type PromotionKey } from '@palaro/contract/constants';

// zod/mini mirror of the contract's status schema. The status call runs on every first screen, and the classic
// zod runtime alone would take a fifth of the home route's JavaScript budget. status-schema.test.ts proves the
// two describe exactly the same JSON, so the mirror cannot drift from the contract.

const flagShape = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FeatureFlag, z.ZodMiniBoolean>;
const promotionShape = Object.fromEntries(
  PROMOTION_KEYS.map((key) => [key, z.object({ enabled: z.boolean() })]),
) as Record<PromotionKey, z.ZodMiniObject<{ enabled: z.ZodMiniBoolean }>>;

export const whitelabelSchema = z.object({
  merchantCode: z.string(),
  flags: z.object(flagShape),
  promotions: z.object(promotionShape),
  vip: z.boolean(),
  appWindow: z.boolean(),
});

export const downloadLinkSchema = z.object({ resourceType: z.string(), url: z.string(), labelNameEn: z.string() });
export const customerServiceSchema = z.object({ csType: z.string(), path: z.string() });

export const statusSchema = z.object({
  info: z.object({
    customerService: z.array(customerServiceSchema),
    domainRoute: z.array(z.object({ domain: z.string(), path: z.string() })),
    mobileTemplate: z.object({ mem_cen: z.int(), dep_func: z.int() }),
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
    appBannerHiddenHosts: z.array(z.string()),
    currency: z.string(),
  }),
  location: z.object({ ip: z.string(), country: z.nullable(z.string()) }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
