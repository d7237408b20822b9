import { LANGUAGE_LOCALE, LANGUAGES } from '@palaro/contract/constants';
import { files, flatten, namespaces } from './locale-files';

const others = LANGUAGES.map((code) => LANGUAGE_LOCALE[code]).filter((locale) => locale !== 'en');

/** Names that stay as they are in every language: brands, and the programme's own name. */
const NAMES = new Set([
  'Facebook',
  'Google',
  'LINE',
  'WhatsApp',
  'WeChat',
  'Zalo',
  'QQ',
  'Palaro Originals',
  'VIP',
  'RNG',
]);

/** Words a language writes exactly like English because they are its own words too. */
const SAME_WORD: Record<string, readonly string[]> = {
  pt: ['E-mail', 'Menu', 'OK'],
  vi: ['Menu', 'Hot'],
};

/** Placeholders, digits, punctuation and single letters (units, markers) carry no words to translate. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

describe('every language other than English', () => {
  it.each(others)('%s has every key, translated rather than left in English', (locale) => {
    const problems: string[] = [];
    for (const namespace of namespaces) {
      const english = flatten(files[`./en/${namespace}.json`] ?? {});
      const texts = flatten(files[`./${locale}/${namespace}.json`] ?? {});
      for (const [key, source] of english) {
        const text = texts.get(key);
        if (text === undefined) problems.push(`${namespace}:${key} missing`);
        else if (text === source && hasWords(text) && !NAMES.has(text) && !SAME_WORD[locale]?.includes(text))
          problems.push(`${namespace}:${key} still English: "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
