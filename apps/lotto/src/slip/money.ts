import { formatMinorAmount, formatMinorUnits, minorDigitsOf } from '@palaro/contract/money-format';

/** Amounts of the session's currency: shown grouped, or plain for an input. */
export type Money = { digits: number; show: (minor: bigint | string) => string; plain: (minor: bigint) => string };

/**
 * The session's money as the web app shows it: the contract's formatter, the merchant's symbol before the amount
 * ("₱1,234.50", "-₱5.00"), the same in every language (docs/decisions/0023-clients-format-money.md).
 */
export function moneyOf(currency: string, symbol: string): Money {
  const digits = minorDigitsOf(currency);
  return {
    digits,
    show: (minor) => formatMinorAmount(minor, currency, { symbol }),
    plain: (minor) => formatMinorUnits(minor, digits),
  };
}
