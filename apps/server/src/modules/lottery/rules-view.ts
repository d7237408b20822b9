import { LOTTERY_RULES_ERRORS, type LotteryBetTypeRules, type LotteryRules } from '@palaro/contract';
import { ApiError } from '../../http/api-error';
import type { DrawGame } from './draw-games';
import { checkPrizeMode, type BetType, type PrizeModeCode } from './engine';

function betTypeRules(betType: BetType, prizeMode: PrizeModeCode): LotteryBetTypeRules {
  const { numbers, positions, options } = betType.selection;
  const table = betType.prizes[prizeMode];
  return {
    code: betType.code,
    name: betType.name,
    selection: {
      numbers: numbers
        ? {
            min: numbers.min,
            max: numbers.max,
            count: { ...numbers.count },
            distinct: numbers.distinct,
            ordered: numbers.ordered,
            notAllEqual: numbers.notAllEqual ?? false,
          }
        : null,
      positions: positions ? { min: positions.min, max: positions.max, count: { ...positions.count } } : null,
      options: options ? [...options] : null,
    },
    combinations: { ...betType.combinations },
    minStake: betType.minStake.toString(),
    maxStake: betType.maxStake.toString(),
    odds: Object.fromEntries(Object.entries(table?.odds ?? {}).map(([level, odds]) => [level, odds.text])),
  };
}

/**
 * A game's play menu from the engine's catalogue, odds in one prize mode (the game's first when none is asked): what
 * the bet slip offers. Every bet type of a game is priced in each of its prize modes (the catalogue test holds it).
 */
export function rulesView({ game, salesCloseSeconds }: DrawGame, prizeMode?: string): LotteryRules {
  const checked = checkPrizeMode(game, prizeMode ?? game.prizeModes[0]);
  if (!checked.ok) {
    const { status, errorCode, message } = LOTTERY_RULES_ERRORS.prizeModeUnknown;
    throw new ApiError(status, errorCode, message, { prizeMode: checked.error.message });
  }
  const shape = game.resultShape;
  return {
    gameId: game.gameId,
    name: game.name,
    localName: game.localName ?? null,
    playType: game.playType,
    category: game.family,
    resultSource: game.resultSource,
    resultShape:
      shape.kind === 'prizes' ? { kind: 'prizes', tiers: shape.tiers.map((tier) => ({ ...tier })) } : { ...shape },
    salesCloseSeconds,
    prizeMode: checked.value,
    prizeModes: [...game.prizeModes],
    betTypes: game.betTypes.map((betType) => betTypeRules(betType, checked.value)),
  };
}
