import { invalid } from '../../errors';
import { assertStake, assertWithin } from '../../money';
import { BACCARAT_BETS, type BaccaratBet, type BaccaratBetKind, type BaccaratConfig } from './types';

const checked = new WeakSet<BaccaratConfig>();

/** Decks 1 to 8, whole-number pays, a commission of 0 to 100 percent and sane limits; a broken table is refused. */
export function assertBaccaratConfig(config: BaccaratConfig): void {
  if (checked.has(config)) return;
  if (!Number.isSafeInteger(config.decks) || config.decks < 1 || config.decks > 8) {
    invalid('config.invalid', `${config.id}: decks must be 1 to 8`);
  }
  for (const [name, pay] of Object.entries(config.pays)) {
    if (!Number.isSafeInteger(pay) || pay < 1)
      invalid('config.invalid', `${config.id}: pays.${name} must be a whole number of at least 1`);
  }
  const commission = config.bankerCommissionPercent;
  if (!Number.isSafeInteger(commission) || commission < 0 || commission > 100) {
    invalid('config.invalid', `${config.id}: bankerCommissionPercent must be a whole number 0 to 100`);
  }
  for (const kind of BACCARAT_BETS) {
    const { min, max } = config.limits[kind];
    if (!(min > 0n && min <= max && max <= config.limits.maxTotal)) {
      invalid('config.invalid', `${config.id}: limits.${kind} must satisfy 0 < min <= max <= maxTotal`);
    }
  }
  checked.add(config);
}

/** Checks the stakes against the bets and limits; answers them in table order. */
export function assertBaccaratBet(
  config: BaccaratConfig,
  bet: BaccaratBet,
): { kind: BaccaratBetKind; stake: bigint }[] {
  assertBaccaratConfig(config);
  if (typeof bet !== 'object' || bet === null || typeof bet.stakes !== 'object' || bet.stakes === null) {
    invalid('bet.invalid', 'bet.stakes is required: a stake in minor units for each chosen bet', 'stakes');
  }
  for (const kind of Object.keys(bet.stakes)) {
    if (!(BACCARAT_BETS as readonly string[]).includes(kind)) {
      invalid('bet.unknown.option', `unknown bet "${kind}"; choose from ${BACCARAT_BETS.join(', ')}`, kind);
    }
  }
  const stakes: { kind: BaccaratBetKind; stake: bigint }[] = [];
  let total = 0n;
  for (const kind of BACCARAT_BETS) {
    const value = bet.stakes[kind];
    if (value === undefined) continue;
    const stake = assertStake(value, kind);
    assertWithin(stake, config.limits[kind].min, config.limits[kind].max, kind);
    stakes.push({ kind, stake });
    total += stake;
  }
  if (stakes.length === 0) invalid('bet.invalid', 'place at least one bet', 'stakes');
  if (total > config.limits.maxTotal) {
    invalid(
      'bet.limits',
      `the stakes add up to ${total}, more than the table's ${config.limits.maxTotal} minor units`,
      'stakes',
    );
  }
  return stakes;
}
