import type { LotteryBetTypeRules, LotteryRules } from '@palaro/contract/lottery-rules';
import type { Translate } from '../shared/i18n/i18n';
import { englishMessages, type MessageKey } from '../shared/i18n/messages';

const has = (key: string): key is MessageKey => key in englishMessages;

/**
 * A bet type's name in the page's language, by the game's family and the type's code (`bet.race10.position`): one
 * code may name different bets in two families ("Digit at a position", "Car at a place"). The English texts are the
 * names of the play menu (GET /lgw/games/rules), which answers in English only; a type the texts do not have yet
 * shows the menu's name.
 */
export function betTypeName(
  category: LotteryRules['category'],
  betType: Pick<LotteryBetTypeRules, 'code' | 'name'>,
  t: Translate,
): string {
  const key = `bet.${category}.${betType.code}`;
  return has(key) ? t(key) : betType.name;
}

/** An option's word (big, red, ...). */
export function optionName(option: string, t: Translate): string {
  const key = `option.${option}`;
  return has(key) ? t(key) : option;
}
