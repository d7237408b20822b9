import { LANGUAGES, type LanguageCode } from '@palaro/contract';
import { z } from 'zod';
import { REQUIRED_LANGUAGE } from '../lib/languages';

/** One language's message as the form holds it. */
export type LanguageText = { title: string; content: string };
/** Every language's title and content; the optional ones stay empty until written. */
export type TextsDraft = Record<LanguageCode, LanguageText>;

export function emptyTexts(): TextsDraft {
  return Object.fromEntries(LANGUAGES.map((language) => [language, { title: '', content: '' }])) as TextsDraft;
}

/**
 * The texts to send: the required language always (so that its rules speak when it is empty), and each other
 * language only when something was written in it. A language left empty falls back to the required one.
 */
export function textsToSend(draft: TextsDraft): Partial<Record<LanguageCode, LanguageText>> {
  const texts: Partial<Record<LanguageCode, LanguageText>> = {};
  for (const language of LANGUAGES) {
    const text = draft[language];
    if (language === REQUIRED_LANGUAGE || text.title.trim() !== '' || text.content.trim() !== '')
      texts[language] = text;
  }
  return texts;
}

/** The form's field names of the texts, for placing the server's field errors. */
export const TEXT_FIELD_NAMES: readonly string[] = LANGUAGES.flatMap((language) => [
  `texts.${language}.title`,
  `texts.${language}.content`,
]);

/** The form's own shape of the texts, before textsToSend picks what goes (the contract's schema checks that). */
export const textsDraftSchema = z.record(z.enum(LANGUAGES), z.object({ title: z.string(), content: z.string() }));
