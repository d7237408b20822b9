import type { LanguageCode } from './languages';
import en from '../../locales/en.json';

export type Messages = typeof en;
export type MessageKey = keyof Messages;

const loaders: Record<Exclude<LanguageCode, 'EN'>, () => Promise<{ default: Messages }>> = {
  TL: () => import('../../locales/tl.json'),
  CN: () => import('../../locales/zh.json'),
  VI: () => import('../../locales/vi.json'),
  TH: () => import('../../locales/th.json'),
  PT: () => import('../../locales/pt.json'),
};

export const englishMessages: Messages = en;

/** The texts of one language; only English ships in the main bundle, the others load when asked for. */
export async function loadMessages(language: LanguageCode): Promise<Messages> {
  if (language === 'EN') return en;
  return (await loaders[language]()).default;
}

/** `{name}` placeholders filled from `values`. */
export function format(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
