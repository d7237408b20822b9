import { z } from 'zod';
import { LANGUAGES } from './constants';
import { freeText } from './free-text';

// The about-us page (docs/spec.md sections 1, 2.1): a mission statement, an ambassador with a photo, a row of five
// images and a vision statement, per language, managed by operators.

export const ABOUT_GALLERY_SIZE = 5;

const image = z.object({
  /** An https address or a path on this site. */
  url: z.string(),
  alt: z.string(),
});

/** GET about: the page in the language asked for (else the merchant's default); null until an operator writes it. */
export const aboutSchema = z.object({
  mission: z.object({ title: z.string(), text: z.string() }),
  ambassador: z.object({ name: z.string(), role: z.string(), text: z.string(), photo: image }),
  gallery: z.array(image).length(ABOUT_GALLERY_SIZE),
  vision: z.object({ title: z.string(), text: z.string() }),
});
export type About = z.infer<typeof aboutSchema>;
export const aboutResponseSchema = aboutSchema.nullable();

// --- operators ---

const line = (max: number) => freeText(z.string().trim().min(1).max(max));
const aboutText = z.object({
  mission: z.object({ title: line(80), text: line(2000) }),
  ambassador: z.object({ name: line(80), role: line(80), text: line(2000), photoAlt: line(120) }),
  galleryAlts: z.array(line(120)).length(ABOUT_GALLERY_SIZE),
  vision: z.object({ title: line(80), text: line(2000) }),
});
/** PUT about: the texts per language (the merchant's default required) and the images, shared by every language. */
export const opsAboutInputSchema = z.object({
  texts: z.partialRecord(z.enum(LANGUAGES), aboutText),
  ambassadorPhoto: z.string().trim().min(1).max(500),
  gallery: z.array(z.string().trim().min(1).max(500)).length(ABOUT_GALLERY_SIZE),
});
export type OpsAboutInput = z.infer<typeof opsAboutInputSchema>;
/** GET about (operators): what is stored, or null. */
export const opsAboutSchema = opsAboutInputSchema
  .extend({ updatedAt: z.number().int(), updatedBy: z.string() })
  .nullable();

/** Failures of the about-us calls: HTTP status, errorCode and the server's English message. */
export const ABOUT_ERRORS = {
  /**
   * An operator's input that breaks a rule across fields: the merchant's default language has no text, or an image is
   * neither an https address nor a path on this site; fields names which field broke which rule.
   */
  invalid: { status: 400, errorCode: 'about.invalid', message: 'Please check the highlighted fields' },
} as const;
export type AboutErrorName = keyof typeof ABOUT_ERRORS;
