import { LANGUAGES, type LanguageCode } from '@palaro/contract/constants';
import { paths } from '../../../shared/config/paths';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export type ChatPageOptions = {
  /** Where the back button leads: a path of this app (under /m), else the message centre. */
  backUrl: string;
  /** The header's colour and a text colour readable on it, or null for the theme's. */
  header: { background: string; color: string } | null;
  title: string | null;
  language: LanguageCode | null;
};

/** A text colour for a background: dark on light colours, white on dark ones (relative luminance, WCAG). */
export function textColourOn(hex: string): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
  const channel = (offset: number) => {
    const value = parseInt(full.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // the contrast with black beats the contrast with white above this luminance
  return luminance > 0.179 ? '#141b2d' : '#ffffff';
}

/** The chat page's query (SPEC 7.7: backUrl, headerColor, title, language), each checked; bad values are dropped. */
export function chatPageOptions(search: URLSearchParams): ChatPageOptions {
  const back = search.get('backUrl') ?? '';
  const colour = search.get('headerColor') ?? '';
  const title = search.get('title')?.trim().slice(0, 60) ?? '';
  const language = search.get('language')?.toUpperCase() ?? '';
  return {
    backUrl: /^\/m(\/|$|\?)/.test(back) && !back.startsWith('//') ? back : paths.message.getHref(),
    header: HEX.test(colour) ? { background: colour, color: textColourOn(colour) } : null,
    title: title || null,
    language: (LANGUAGES as readonly string[]).includes(language) ? (language as LanguageCode) : null,
  };
}
