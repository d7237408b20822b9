import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALE,
  LANGUAGES,
  STORAGE_KEYS,
  type LanguageCode,
} from '@palaro/contract/constants';
import { readItem } from '../storage';

/** The switcher shows each language in its own name. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  EN: 'English',
  TL: 'Tagalog',
  CN: '中文',
  VI: 'Tiếng Việt',
  TH: 'ไทย',
  PT: 'Português',
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): LanguageCode {
  const stored = readItem('local', STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export function languageFromLocale(locale: string | undefined): LanguageCode {
  const match = LANGUAGES.find((code) => LANGUAGE_LOCALE[code] === locale);
  return match ?? DEFAULT_LANGUAGE;
}
