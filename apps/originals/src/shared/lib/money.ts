import { formatMinorUnits, minorDigitsOf } from '@palaro/contract/money-format';

const SYMBOLS: Record<string, string> = { PHP: '₱', USD: '$', EUR: '€', VND: '₫', THB: '฿', CNY: '¥', BRL: 'R$' };

export const currencySymbol = (currency: string): string => SYMBOLS[currency] ?? `${currency} `;

/** Minor units as money on screen ("₱1,234.50"), computed from integers only. */
export function formatMoney(amount: bigint | string, currency: string, options: { symbol?: boolean; compact?: boolean } = {}): string {
  const value = typeof amount === 'bigint' ? amount : BigInt(amount);
  const digits = minorDigitsOf(currency);
  const text = formatMinorUnits(value < 0n ? -value : value, digits);
  const [whole = '0', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // chips and stakes read better without zero cents
  const keepFraction = fraction !== undefined && !(options.compact && /^0+$/.test(fraction));
  const body = keepFraction ? `${grouped}.${fraction}` : grouped;
  return `${value < 0n ? '-' : ''}${options.symbol === false ? '' : currencySymbol(currency)}${body}`;
}

/** A chip's face: ₱1, ₱50, ₱1K, ₱5K. */
export function chipLabel(amount: bigint, currency: string): string {
  const major = amount / 10n ** BigInt(minorDigitsOf(currency));
  if (major >= 1000n && major % 1000n === 0n) return `${currencySymbol(currency)}${major / 1000n}K`;
  return formatMoney(amount, currency, { compact: true });
}

export const sumStakes = (stakes: Readonly<Record<string, bigint | undefined>>): bigint =>
  Object.values(stakes).reduce<bigint>((sum, stake) => sum + (stake ?? 0n), 0n);
