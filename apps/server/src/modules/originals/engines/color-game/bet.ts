import { invalid } from '../../errors';
import { assertStake, assertWithin } from '../../money';
import { COLOURS, type ColorGameBet, type ColorGameConfig, type Colour } from './types';

const checked = new WeakMap<ColorGameConfig, ReadonlySet<string>>();

/** A table has the six colours once each, whole-number pays and sane limits; a broken one is refused. */
export function assertColorConfig(config: ColorGameConfig): ReadonlySet<string> {
  const known = checked.get(config);
  if (known) return known;
  const colours = new Set<string>(config.colours);
  if (
    config.colours.length !== COLOURS.length ||
    colours.size !== COLOURS.length ||
    COLOURS.some((c) => !colours.has(c))
  ) {
    invalid('config.invalid', `${config.id}: the dice carry the six colours ${COLOURS.join(', ')} once each`);
  }
  for (const k of [1, 2, 3] as const) {
    const pay = config.pays[k];
    if (!Number.isSafeInteger(pay) || pay < 0)
      invalid('config.invalid', `${config.id}: pays[${k}] must be a whole number`);
  }
  const { minStake, maxStake, maxTotal } = config.limits;
  if (!(minStake > 0n && minStake <= maxStake && maxStake <= maxTotal)) {
    invalid('config.invalid', `${config.id}: limits must satisfy 0 < minStake <= maxStake <= maxTotal`);
  }
  checked.set(config, colours);
  return colours;
}

/** Checks the stakes against the colours and limits; answers them in the table's colour order. */
export function assertColorBet(config: ColorGameConfig, bet: ColorGameBet): { colour: Colour; stake: bigint }[] {
  const known = assertColorConfig(config);
  if (typeof bet !== 'object' || bet === null || typeof bet.stakes !== 'object' || bet.stakes === null) {
    invalid('bet.invalid', 'bet.stakes is required: a stake in minor units for each chosen colour', 'stakes');
  }
  for (const colour of Object.keys(bet.stakes)) {
    if (!known.has(colour)) {
      invalid('bet.unknown.option', `unknown colour "${colour}"; choose from ${config.colours.join(', ')}`, colour);
    }
  }
  const stakes: { colour: Colour; stake: bigint }[] = [];
  let total = 0n;
  for (const colour of config.colours) {
    const value = bet.stakes[colour];
    if (value === undefined) continue;
    const stake = assertStake(value, colour);
    assertWithin(stake, config.limits.minStake, config.limits.maxStake, colour);
    stakes.push({ colour, stake });
    total += stake;
  }
  if (stakes.length === 0) invalid('bet.invalid', 'bet on at least one colour', 'stakes');
  if (total > config.limits.maxTotal) {
    invalid(
      'bet.limits',
      `the stakes add up to ${total}, more than the table's ${config.limits.maxTotal} minor units`,
      'stakes',
    );
  }
  return stakes;
}
