import { z } from 'zod';
import { LANGUAGES } from './constants';
import { freeText } from './free-text';

// The help centre (docs/spec.md sections 2.3, 3, 7.2): titled sections with child sections, per language, managed by
// operators. The tags terms, privacy and faq open the terms of use, the privacy policy and the FAQ.

/** SPEC 2.1: the tags a link may open the help centre at. */
export const HELP_TAGS = ['terms', 'privacy', 'faq'] as const;
export type HelpTag = (typeof HELP_TAGS)[number];

export const helpChildSchema = z.object({ title: z.string(), content: z.string() });
/** SPEC 3 "Help item", in the language asked for (else the merchant's default); content is sanitised HTML. */
export const helpItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  tag: z.string().nullable(),
  children: z.array(helpChildSchema),
});
export type HelpItem = z.infer<typeof helpItemSchema>;
export const helpListSchema = z.array(helpItemSchema);

/** GET help: `lang` or `device=MOBILE` (SPEC 7.2); the Language header decides when `lang` is absent. */
export const helpQuerySchema = z.object({
  lang: z.enum(LANGUAGES).optional(),
  device: z.literal('MOBILE').optional(),
});

// --- operators ---

const helpText = z.object({
  title: freeText(z.string().trim().min(1).max(120)),
  /** HTML; sanitised with an allow-list before it is stored. */
  content: z.string().max(50_000),
  children: z
    .array(z.object({ title: freeText(z.string().trim().min(1).max(120)), content: z.string().max(50_000) }))
    .max(50)
    .default([]),
});
/** The texts per language; the merchant's default language is required, the others fall back to it. */
export const helpTextsSchema = z.partialRecord(z.enum(LANGUAGES), helpText);

export const opsHelpInputSchema = z.object({
  /** A short slug a link can open the section by (terms, privacy, faq, or any other); unique among live sections. */
  tag: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,31}$/)
    .nullable()
    .default(null),
  texts: helpTextsSchema,
  /** Lower first. */
  sort: z.number().int().min(0).max(9999).default(0),
});
export type OpsHelpInput = z.infer<typeof opsHelpInputSchema>;

export const opsHelpItemSchema = z.object({
  id: z.string(),
  tag: z.string().nullable(),
  texts: helpTextsSchema,
  sort: z.number().int(),
  retiredAt: z.number().int().nullable(),
  createdBy: z.string(),
  updatedAt: z.number().int(),
});
export type OpsHelpItem = z.infer<typeof opsHelpItemSchema>;
export const opsHelpListSchema = z.array(opsHelpItemSchema);

/** Failures of the help-centre calls: HTTP status, errorCode and the server's English message. */
export const HELP_ERRORS = {
  /** An id that is not a help section of this merchant. */
  unknown: { status: 404, errorCode: 'help.unknown', message: 'This help section is not available' },
  /** An operator's input that breaks a rule across fields; fields names which field broke which rule. */
  invalid: { status: 400, errorCode: 'help.invalid', message: 'Please check the highlighted fields' },
  /** Editing or retiring a section already retired (kept only for the record). */
  retired: { status: 409, errorCode: 'help.retired', message: 'This help section is already retired' },
  /** A tag another live section of the merchant already has (a link opens one section by it). */
  tagTaken: { status: 409, errorCode: 'help.tagTaken', message: 'Another help section already has this tag' },
} as const;
export type HelpErrorName = keyof typeof HELP_ERRORS;
