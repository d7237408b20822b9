import en from './en.json';
import pt from './pt.json';
import th from './th.json';
import tl from './tl.json';
import vi from './vi.json';
import zh from './zh.json';

const others = { tl, zh, vi, th, pt } as Record<string, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Texts a language writes exactly as English: the brand, and the minutes' abbreviation where it is the same. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  tl: ['app.name', 'game.titleWithInterval'],
  pt: ['game.titleWithInterval', 'picker.odds'],
};

describe('the lottery pages in six languages', () => {
  it.each(Object.keys(others))('%s has every English text, with the same placeholders', (language) => {
    const texts = others[language] ?? {};
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const text = texts[key] ?? '';
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
    }
  });

  it.each(Object.keys(others))('%s is translated, not English kept as is', (language) => {
    const texts = others[language] ?? {};
    const same = Object.entries(en)
      .filter(([key, english]) => texts[key] === english && !SAME_AS_ENGLISH[language]?.includes(key))
      .map(([key]) => key);
    expect(same).toEqual([]);
  });
});
