import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_LOCALE, type LanguageCode } from '@palaro/contract/constants';

/** The platform's Language codes (EN, TL, CN, VI, TH, PT) as the launch URL's `language` carries them. */
export function languageOf(value: string | null | undefined): LanguageCode {
  const code = value?.trim().toUpperCase();
  return LANGUAGES.find((language) => language === code) ?? DEFAULT_LANGUAGE;
}

/** The locale of a Language code (zh for CN, and so on), for number formats and the page's lang. */
export const localeOf = (language: LanguageCode): string => LANGUAGE_LOCALE[language];

export type { LanguageCode };
