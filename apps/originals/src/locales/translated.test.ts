import en from './en.json';
import pt from './pt.json';
import th from './th.json';
import tl from './tl.json';
import vi from './vi.json';
import zh from './zh.json';

const others = { tl, zh, vi, th, pt } as Record<string, Record<string, string>>;

/** The brand, the RTP figure, the names of the fairness-proof values and of the slot symbols read the same everywhere. */
const NAMES = new Set(['Palaro Originals', 'RTP', 'Nonce', 'Hash', 'wild', 'scatter']);

/** Words a language writes exactly like English because they are its own words too. */
const SAME_WORD: Record<string, readonly string[]> = {
  pt: ['Natural', 'Auto'],
  vi: ['Seed'],
};

/** Placeholders, digits, punctuation and single letters (the bead-road markers) carry no words to translate. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\w+\}/g, ''));

describe('the game pages in every language other than English', () => {
  it.each(Object.keys(others))('%s has every key, translated rather than left in English', (language) => {
    const texts = others[language] ?? {};
    const problems = Object.entries(en).flatMap(([key, english]) => {
      const text = texts[key];
      if (text === undefined) return [`${key} missing`];
      if (text === english && hasWords(text) && !NAMES.has(text) && !SAME_WORD[language]?.includes(text))
        return [`${key} still English: "${text}"`];
      return [];
    });
    expect(problems).toEqual([]);
  });
});

/** Labels printed inside a round, fixed-size button: longer words are cut there ("Paiku…" for the Tagalog "Paikutin"). */
const ROUND_BUTTON_LABELS = ['slot.spin'] as const;
const ROUND_BUTTON_MAX_CHARACTERS = 6;

describe('a label inside a round button', () => {
  it.each(Object.entries({ en, ...others }))('is short enough to read whole in %s', (_language, texts) => {
    const long = ROUND_BUTTON_LABELS.map((key) => (texts as Record<string, string>)[key] ?? '').filter(
      (text) => [...text].length > ROUND_BUTTON_MAX_CHARACTERS,
    );
    expect(long).toEqual([]);
  });
});
