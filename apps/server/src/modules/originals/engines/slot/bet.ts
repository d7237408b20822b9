import { invalid } from '../../errors';
import type { CompiledSlot } from './compile';
import type { SlotBet } from './types';

/** Checks a bet against the title's options; the total bet is lines x coin value. */
export function assertSlotBet(slot: CompiledSlot, bet: unknown): SlotBet & { totalBet: bigint } {
  if (typeof bet !== 'object' || bet === null) invalid('bet.invalid', 'bet is required', 'bet');
  const { lines, coinValue } = bet as Record<string, unknown>;
  if (typeof lines !== 'number' || !Number.isSafeInteger(lines))
    invalid('bet.invalid', 'lines must be a whole number', 'lines');
  if (typeof coinValue !== 'bigint')
    invalid('bet.invalid', 'coinValue must be an amount in minor units (bigint)', 'coinValue');
  if (!slot.lineChoices.has(lines)) {
    invalid('bet.limits', `lines must be one of ${[...slot.lineChoices].join(', ')}, got ${lines}`, 'lines');
  }
  if (!slot.coinValues.has(coinValue)) {
    invalid(
      'bet.limits',
      `coinValue must be one of ${[...slot.coinValues].join(', ')} minor units, got ${coinValue}`,
      'coinValue',
    );
  }
  return { lines, coinValue, totalBet: BigInt(lines) * coinValue };
}
