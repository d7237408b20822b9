import { formatMinorAmount, formatMinorUnits, minorDigitsOf } from '@palaro/contract/money-format';

/** Amounts of the session's currency: shown grouped, or plain for an input. */
export type Money = { digits: number; show: (minor: bigint | string) => string; plain: (minor: bigint) => string };

export function moneyOf(currency: string): Money {
  const digits = minorDigitsOf(currency);
  return {
    digits,
    show: (minor) => `${formatMinorAmount(minor, currency)} ${currency}`,
    plain: (minor) => formatMinorUnits(minor, digits),
  };
}
