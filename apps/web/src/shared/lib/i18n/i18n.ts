import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_LOCALE, LANGUAGES, STORAGE_KEYS, type LanguageCode } from '@palaro/contract/constants';
import { drawnRender } from '../drawn-render';
import { rememberLanguageForServer } from '../first-view-cookies';
import { writeItem } from '../storage';
import { languageFromLocale, storedLanguage } from './languages';
import { localeBackend } from './locale-backend';

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (locale) => {
  // a server render has no document; its page states the language itself
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
});

/** Loads the stored (or default) language before the first render, so no key ever flashes on screen. */
export async function initI18n(code: LanguageCode = storedLanguage()): Promise<void> {
  rememberLanguageForServer(code);
  if (i18n.isInitialized) {
    await changeLanguage(code);
    return;
  }
  await i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: LANGUAGE_LOCALE[code],
      supportedLngs: LANGUAGES.map((language) => LANGUAGE_LOCALE[language]),
      // Every language is complete (a test checks it), so no second language is ever downloaded.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      showSupportNotice: false,
    });
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  writeItem('local', STORAGE_KEYS.language, code);
  rememberLanguageForServer(code);
  await i18n.changeLanguage(LANGUAGE_LOCALE[code]);
}

/** The Language header value for the language on screen. */
export function currentLanguage(): LanguageCode {
  // a server render speaks the language it draws in, whatever the shared instance holds
  const drawn = drawnRender()?.language;
  if (drawn) return drawn;
  // calls made while the texts are still loading (the first screen's) speak the language being loaded
  if (!i18n.isInitialized) return storedLanguage();
  return languageFromLocale(i18n.resolvedLanguage ?? i18n.language);
}
