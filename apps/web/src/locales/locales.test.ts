import { LANGUAGE_LOCALE, LANGUAGES } from '@palaro/contract/constants';
import { files, flatten, namespaces } from './locale-files';

const locales = LANGUAGES.map((code) => LANGUAGE_LOCALE[code]);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  it('exist for every language and namespace', () => {
    expect(namespaces.sort()).toEqual([
      'account',
      'chat',
      'common',
      'content',
      'drawer',
      'games',
      'home',
      'money',
      'security',
    ]);
    for (const locale of locales)
      for (const namespace of namespaces) expect(files[`./${locale}/${namespace}.json`]).toBeDefined();
  });

  it.each(namespaces)(
    '%s: every key of any language exists, non-empty and with the same placeholders, in all',
    (namespace) => {
      const byLocale = new Map(
        locales.map((locale) => [locale, flatten(files[`./${locale}/${namespace}.json`] ?? {})]),
      );
      const allKeys = new Set([...byLocale.values()].flatMap((texts) => [...texts.keys()]));
      const reference = byLocale.get('en') ?? new Map<string, string>();
      const problems: string[] = [];
      for (const [locale, texts] of byLocale) {
        for (const key of allKeys) {
          const text = texts.get(key);
          if (text === undefined) problems.push(`${locale}: missing ${key}`);
          else if (text.trim() === '') problems.push(`${locale}: empty ${key}`);
          else if (placeholders(text).join() !== placeholders(reference.get(key) ?? '').join())
            problems.push(`${locale}: placeholders of ${key}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('hold the SPEC error keys as keys', () => {
    const common = flatten(files['./en/common.json'] ?? {});
    for (const key of [
      'free_reject',
      'invitation_code_error',
      'in_confirmation_correct',
      'in_incorrect_password',
      'in_vwrite_code',
      'in_logged_login',
      'contact_service',
      'app_download_safari_required',
      'in_registered_successfully',
      'in_sms_send',
      'in_sms_sending',
      'in_please_wait',
      'sent_success',
    ]) {
      expect(common.has(key), key).toBe(true);
    }
  });
});
