// Money formatting without schemas (so pages that only show amounts need no validation library); wallet.ts re-exports
// it. The one formatter of amounts for the web app and the Originals pages (docs/architecture.md section 4).

/** Digits after the decimal point per currency (ISO 4217); 2 unless listed. */
export const CURRENCY_MINOR_DIGITS: Record<string, number> = { JPY: 0, KRW: 0, VND: 0, IDR: 2, BHD: 3, KWD: 3 };
export const minorDigitsOf = (currency: string): number => CURRENCY_MINOR_DIGITS[currency] ?? 2;

/** Minor units to a decimal string in major units: 123450n, 2 -> "1234.50". Exact for any bigint. */
export function formatMinorUnits(amount: bigint, digits: number): string {
  const sign = amount < 0n ? '-' : '';
  const abs = (amount < 0n ? -amount : amount).toString().padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${abs}`;
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/**
 * Thousands separators on the whole part of a decimal string ("-1234567.50" -> "-1,234,567.50"). By string only,
 * so no amount goes through a float; the one digit grouping of the web app and the Originals pages.
 */
export function groupDigits(decimal: string): string {
  const negative = decimal.startsWith('-');
  const unsigned = negative ? decimal.slice(1) : decimal;
  const [whole = '0', fraction] = unsigned.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * Minor units (a bigint or the wire's string) as money on screen: sign, then symbol, then the grouped amount in
 * the currency's minor digits ("-123450", PHP, ₱ -> "-₱1,234.50"). `dropZeroFraction` leaves out zero decimals
 * ("₱1,000"), for chips and quick picks. Exact for any bigint.
 */
export function formatMinorAmount(
  minor: bigint | string,
  currency: string,
  { symbol = '', dropZeroFraction = false } = {},
): string {
  const amount = typeof minor === 'bigint' ? minor : BigInt(minor);
  const decimal = groupDigits(formatMinorUnits(amount < 0n ? -amount : amount, minorDigitsOf(currency)));
  const shown = dropZeroFraction ? decimal.replace(/\.0+$/, '') : decimal;
  return `${amount < 0n ? '-' : ''}${symbol}${shown}`;
}
