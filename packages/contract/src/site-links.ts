import { z } from 'zod';
import { customerServiceSchema, downloadLinkSchema, RESOURCE_TYPES } from './system';

// The site's outside links (docs/spec.md section 3 "Download link" and "Customer service entry"): the app downloads,
// the app icon and the social channels (/m/app, the download bar and popup, the channel popup), and the customer
// service channels (the messaging app, LIVECHAT, the affiliate service of the message centre). The merchant
// configuration gives the first set; once an operator saves the links, theirs are in force.

/** An http(s) address, or a path on this site. */
const linkTarget = z
  .string()
  .trim()
  .max(512)
  .regex(/^(https?:\/\/|\/)[^\s]*$/, 'expected an http(s) URL or a path starting with /');

export const opsSiteLinksInputSchema = z.object({
  resources: z
    .array(
      z.object({
        resourceType: z.enum(RESOURCE_TYPES),
        url: linkTarget,
        labelNameEn: z.string().trim().max(64).default(''),
      }),
    )
    .max(30),
  customerService: z
    .array(
      z.object({
        csType: z
          .string()
          .trim()
          .regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'expected 2-32 characters A-Z, 0-9 or _'),
        path: linkTarget,
      }),
    )
    .max(20),
});
export type OpsSiteLinksInput = z.infer<typeof opsSiteLinksInputSchema>;

export const opsSiteLinksSchema = z.object({
  resources: z.array(downloadLinkSchema),
  customerService: z.array(customerServiceSchema),
  /** config: the merchant configuration's links are in force (no operator has saved any yet). */
  source: z.enum(['config', 'operator']),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().int().nullable(),
});
export type OpsSiteLinks = z.infer<typeof opsSiteLinksSchema>;

/** Failures of the site-links calls. */
export const SITE_LINKS_ERRORS = {
  /** One resource type or one customer-service type listed twice. */
  invalid: { status: 400, errorCode: 'siteLinks.invalid', message: 'Please check the highlighted fields' },
} as const;
