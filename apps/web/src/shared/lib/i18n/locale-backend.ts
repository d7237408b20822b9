import type { BackendModule, ReadCallback } from 'i18next';

type LocaleModule = { default: Record<string, unknown> };

// One lazy chunk per language and namespace: only the current language's text is downloaded.
const localeFiles = import.meta.glob<LocaleModule>('../../../locales/*/*.json');

export function localeFileKey(locale: string, namespace: string): string {
  return `../../../locales/${locale}/${namespace}.json`;
}

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(locale: string, namespace: string, callback: ReadCallback) {
    const load = localeFiles[localeFileKey(locale, namespace)];
    if (!load) {
      callback(new Error(`No ${namespace} texts for ${locale}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
