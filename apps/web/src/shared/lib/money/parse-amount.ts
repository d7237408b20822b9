import { minorDigitsOf } from '@palaro/contract/wallet';

export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; problem: 'empty' | 'format' | 'decimals' };

/**
 * What a player typed in major units ("1,000.5", "250") as exact minor units: digits, optional thousands commas,
 * at most the currency's decimals; no sign, no exponent, no float on the way.
 */
export function parseAmount(text: string, currency: string): ParsedAmount {
  const digits = minorDigitsOf(currency);
  const value = text.trim();
  if (value === '') return { ok: false, problem: 'empty' };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(value);
  if (!match || (match[1] === undefined && !match[2])) return { ok: false, problem: 'format' };
  const whole = (match[1] ?? '0').replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return { ok: false, problem: 'decimals' };
  if (whole.length > 15) return { ok: false, problem: 'format' };
  return { ok: true, minor: BigInt(whole + fraction.padEnd(digits, '0')) };
}
