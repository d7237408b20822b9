import { houseGameOf, type HouseGame } from '../fairness/house-games';
import type { Translate } from '../shared/i18n/i18n';
import type { MessageKey } from '../shared/i18n/messages';

const FAMILY_NAME: Record<HouseGame, MessageKey> = {
  colour: 'game.colour',
  dice: 'game.dice',
  digits5: 'game.digits5',
  race10: 'game.race10',
};

/**
 * The header's title until the draws API gives the game's own name: a house game's family and interval
 * (`dice-3m`: "Fast 3 Dice 3 min"), any other game its id as the path gives it.
 */
export function gameTitle(gameId: string, t: Translate): string {
  const family = houseGameOf(gameId);
  if (!family) return gameId;
  const minutes = /-(\d{1,3})m$/.exec(gameId)?.[1];
  const name = t(FAMILY_NAME[family]);
  return minutes ? t('game.titleWithInterval', { name, minutes }) : name;
}
