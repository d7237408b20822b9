import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_LOCALE, type LanguageCode } from '@palaro/contract/constants';

/**
 * A language named either by the platform's Language code (EN, TL, CN, VI, TH, PT: the header the web app sends) or by
 * the web app's locale (en, tl, zh, vi, th, pt), in any letter case. Null when it names none.
 */
export function languageNamed(value: string | null | undefined): LanguageCode | null {
  const text = value?.trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  const lower = text.toLowerCase();
  return LANGUAGES.find((code) => code === upper || LANGUAGE_LOCALE[code] === lower) ?? null;
}

/** The page's language: the `language` query first, then the path's mui when it names a language, else English. */
export function pageLanguage(query: string | null, mui: string | null): LanguageCode {
  return languageNamed(query) ?? languageNamed(mui) ?? DEFAULT_LANGUAGE;
}

export const localeOf = (language: LanguageCode): string => LANGUAGE_LOCALE[language];

export type { LanguageCode };
