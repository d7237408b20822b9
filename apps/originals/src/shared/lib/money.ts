import { formatMinorAmount, minorDigitsOf } from '@palaro/contract/money-format';

const SYMBOLS: Record<string, string> = { PHP: '₱', USD: '$', EUR: '€', VND: '₫', THB: '฿', CNY: '¥', BRL: 'R$' };

export const currencySymbol = (currency: string): string => SYMBOLS[currency] ?? `${currency} `;

/** Minor units as money on screen ("₱1,234.50"), computed from integers only (the contract's formatter). */
export function formatMoney(
  amount: bigint | string,
  currency: string,
  options: { symbol?: boolean; compact?: boolean } = {},
): string {
  // chips and stakes read better without zero cents
  return formatMinorAmount(amount, currency, {
    symbol: options.symbol === false ? '' : currencySymbol(currency),
    dropZeroFraction: options.compact === true,
  });
}

/** A chip's face: ₱1, ₱50, ₱1K, ₱5K. */
export function chipLabel(amount: bigint, currency: string): string {
  const major = amount / 10n ** BigInt(minorDigitsOf(currency));
  if (major >= 1000n && major % 1000n === 0n) return `${currencySymbol(currency)}${major / 1000n}K`;
  return formatMoney(amount, currency, { compact: true });
}

export const sumStakes = (stakes: Readonly<Record<string, bigint | undefined>>): bigint =>
  Object.values(stakes).reduce<bigint>((sum, stake) => sum + (stake ?? 0n), 0n);
