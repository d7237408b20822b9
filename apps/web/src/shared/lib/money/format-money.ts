import { formatMinorUnits, minorDigitsOf } from '@palaro/contract/wallet';

/** Thousands separators on the integer part of a decimal string ("1234567.50" -> "1,234,567.50"), by string only. */
export function groupDigits(decimal: string): string {
  const negative = decimal.startsWith('-');
  const unsigned = negative ? decimal.slice(1) : decimal;
  const [whole = '0', fraction] = unsigned.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Minor units (string or bigint from the wire) as "₱1,234.50"; exact, never through a float. */
export function formatMoney(minor: string | bigint, currency: string, symbol = ''): string {
  const amount = typeof minor === 'bigint' ? minor : BigInt(minor);
  const text = groupDigits(formatMinorUnits(amount < 0n ? -amount : amount, minorDigitsOf(currency)));
  return `${amount < 0n ? '-' : ''}${symbol}${text}`;
}

/** Signed amounts of a statement: "+₱100.00" / "-₱100.00". */
export function formatSignedMoney(minor: string | bigint, currency: string, symbol = ''): string {
  const amount = typeof minor === 'bigint' ? minor : BigInt(minor);
  return amount > 0n ? `+${formatMoney(amount, currency, symbol)}` : formatMoney(amount, currency, symbol);
}

/** Minor units as the plain major-unit text an amount box takes ("50000" -> "500.00"). */
export function minorToInput(minor: string | bigint, currency: string): string {
  return formatMinorUnits(typeof minor === 'bigint' ? minor : BigInt(minor), minorDigitsOf(currency));
}

/** Quick-pick labels: whole amounts without their zero decimals ("₱1,000"), others exact. */
export function formatMoneyShort(minor: string | bigint, currency: string, symbol = ''): string {
  return formatMoney(minor, currency, symbol).replace(/\.0+$/, '');
}
