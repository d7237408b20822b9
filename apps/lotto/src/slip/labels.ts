import type { LotteryBetTypeRules } from '@palaro/contract/lottery-rules';
import type { Translate } from '../shared/i18n/i18n';
import { englishMessages, type MessageKey } from '../shared/i18n/messages';

const has = (key: string): key is MessageKey => key in englishMessages;

/** A bet type's name in the page's language; the catalogue's English name for one the texts do not have. */
export function betTypeName(betType: Pick<LotteryBetTypeRules, 'code' | 'name'>, t: Translate): string {
  const key = `bet.${betType.code}`;
  return has(key) ? t(key) : betType.name;
}

/** An option's word (big, red, ...). */
export function optionName(option: string, t: Translate): string {
  const key = `option.${option}`;
  return has(key) ? t(key) : option;
}
