import type { InboxTexts as InboxTextsInput, LanguageCode } from '@palaro/contract';
import { sanitizeContent } from '../../security/html-allow-list';
import type { InboxTexts } from './repository';

/**
 * The texts as they are stored: every content through the shared allow-list. Undefined when the merchant's default
 * language has no text (the language every other one falls back to); the caller names its own error.
 */
export function storedTexts(input: InboxTextsInput, defaultLanguage: LanguageCode): InboxTexts | undefined {
  if (!input[defaultLanguage]) return undefined;
  const texts: InboxTexts = {};
  for (const [language, text] of Object.entries(input) as [LanguageCode, { title: string; content: string }][])
    texts[language] = { title: text.title, content: sanitizeContent(text.content) };
  return texts;
}

/** The `fields` of an answer that names the missing default-language text. */
export const missingDefaultText = (defaultLanguage: LanguageCode) => ({
  [`texts.${defaultLanguage}`]: `the merchant's default language (${defaultLanguage}) is required`,
});
