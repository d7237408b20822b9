import { invalid } from './errors';

/** A stake in minor units: a positive bigint (money is never a float). */
export function assertStake(value: unknown, field: string): bigint {
  if (typeof value !== 'bigint') invalid('bet.invalid', `${field} must be an amount in minor units (bigint)`, field);
  if (value <= 0n) invalid('bet.invalid', `${field} must be more than zero`, field);
  return value;
}

export function assertWithin(value: bigint, min: bigint, max: bigint, field: string): void {
  if (value < min || value > max) {
    invalid('bet.limits', `${field} must be between ${min} and ${max} minor units, got ${value}`, field);
  }
}
