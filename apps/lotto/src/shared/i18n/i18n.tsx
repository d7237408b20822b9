import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { englishMessages, format, type MessageKey, type Messages } from './messages';
import { localeOf, type LanguageCode } from './languages';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

type I18n = { t: Translate; language: LanguageCode; locale: string };

const I18nContext = createContext<I18n>({
  t: (key, values) => format(englishMessages[key], values),
  language: 'EN',
  locale: 'en',
});

export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: LanguageCode;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({
      t: (key, values) => format(messages[key] || englishMessages[key], values),
      language,
      locale: localeOf(language),
    }),
    [language, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = (): I18n => useContext(I18nContext);
export const useT = (): Translate => useContext(I18nContext).t;
