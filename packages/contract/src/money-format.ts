// Money formatting without schemas (so pages that only show amounts need no validation library); wallet.ts re-exports it.

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
