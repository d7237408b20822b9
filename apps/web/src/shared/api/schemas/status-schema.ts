import * as v from 'valibot';
import { FEATURE_FLAGS, PROMOTION_KEYS, type FeatureFlag, type PromotionKey } from '@palaro/contract/constants';
import { int, record } from '../../lib/valibot-rules';

// valibot mirror of the contract's status schema. The status call runs before every first screen, where zod's core
// alone would take a sixth of the home route's JavaScript budget; schemas.test.ts proves the two describe exactly
// the same JSON and treat every answer alike, so the mirror cannot drift from the contract.

const flagShape = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, v.boolean()])) as Record<
  FeatureFlag,
  v.BooleanSchema<undefined>
>;
const enabledSchema = v.object({ enabled: v.boolean() });
const promotionShape = Object.fromEntries(PROMOTION_KEYS.map((key) => [key, enabledSchema])) as Record<
  PromotionKey,
  typeof enabledSchema
>;

export const whitelabelSchema = v.object({
  merchantCode: v.string(),
  flags: v.object(flagShape),
  promotions: v.object(promotionShape),
  vip: v.boolean(),
  appWindow: v.boolean(),
});

export const downloadLinkSchema = v.object({ resourceType: v.string(), url: v.string(), labelNameEn: v.string() });
export const customerServiceSchema = v.object({ csType: v.string(), path: v.string() });

export const statusSchema = v.object({
  info: v.object({
    customerService: v.array(customerServiceSchema),
    domainRoute: v.array(v.object({ domain: v.string(), path: v.string() })),
    mobileTemplate: v.object({ mem_cen: int(), dep_func: int() }),
    paths: record(v.string(), v.string()),
    register: v.object({
      username: v.boolean(),
      mobile: v.boolean(),
      mobileWithPassword: v.boolean(),
      smsVerification: v.boolean(),
    }),
    resources: v.array(downloadLinkSchema),
    whitelabel: whitelabelSchema,
    mainDomain: v.string(),
    imageCDNs: v.array(v.string()),
    appBannerHiddenHosts: v.array(v.string()),
    currency: v.string(),
  }),
  location: v.object({ ip: v.string(), country: v.nullable(v.string()) }),
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
});
