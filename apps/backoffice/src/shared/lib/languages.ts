import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@palaro/contract';

/** The platform's languages as operators read them (the back office itself is in English). */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  EN: 'English',
  TL: 'Filipino',
  CN: 'Chinese',
  VI: 'Vietnamese',
  TH: 'Thai',
  PT: 'Portuguese',
};

/**
 * The language every text must have. The server checks it against the merchant's own default language; the
 * contract's default (EN) is the one the back office asks for until the server tells the merchant's.
 */
export const REQUIRED_LANGUAGE: LanguageCode = DEFAULT_LANGUAGE;

/** The required language first, then the others in the platform's order. */
export const EDIT_LANGUAGES: readonly LanguageCode[] = [
  REQUIRED_LANGUAGE,
  ...LANGUAGES.filter((language) => language !== REQUIRED_LANGUAGE),
];
