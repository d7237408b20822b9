import type { About, LanguageCode, opsAboutSchema } from '@palaro/contract';
import type { z } from 'zod';
import type { AboutRow, AboutText } from './repository';

/**
 * The text in `language`, else in the merchant's default language (which every page is written with); else any, for a
 * page written before the merchant's default language was changed.
 */
function textOf(row: AboutRow, language: LanguageCode, fallback: LanguageCode): AboutText | undefined {
  return row.texts[language] ?? row.texts[fallback] ?? Object.values(row.texts)[0];
}

/** The page as operators read it (the contract's answer without its null). */
export type OpsAbout = NonNullable<z.infer<typeof opsAboutSchema>>;

export function aboutView(row: AboutRow, language: LanguageCode, fallback: LanguageCode): About | null {
  const text = textOf(row, language, fallback);
  if (!text) return null;
  return {
    mission: text.mission,
    ambassador: {
      name: text.ambassador.name,
      role: text.ambassador.role,
      text: text.ambassador.text,
      photo: { url: row.ambassador_photo, alt: text.ambassador.photoAlt },
    },
    gallery: row.gallery.map((url, index) => ({ url, alt: text.galleryAlts[index] ?? '' })),
    vision: text.vision,
  };
}

export function opsAboutView(row: AboutRow): OpsAbout {
  return {
    texts: row.texts,
    ambassadorPhoto: row.ambassador_photo,
    gallery: row.gallery,
    updatedAt: row.updated_at.getTime(),
    updatedBy: row.updated_by,
  };
}
