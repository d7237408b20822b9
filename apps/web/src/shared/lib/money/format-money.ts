import { formatMinorAmount, formatMinorUnits, minorDigitsOf } from '@palaro/contract/money-format';

// Every amount on screen is formatted here from its minor units with the contract's formatter, shared with the
// Originals pages; no server-made display string is shown or regrouped (docs/decisions/0023-clients-format-money.md).

/** Minor units (string or bigint from the wire) as "₱1,234.50"; exact, never through a float. */
export function formatMoney(minor: string | bigint, currency: string, symbol = ''): string {
  return formatMinorAmount(minor, currency, { symbol });
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
  return formatMinorAmount(minor, currency, { symbol, dropZeroFraction: true });
}
