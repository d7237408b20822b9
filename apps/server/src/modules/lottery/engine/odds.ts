/**
 * Decimal odds: what one unit of stake returns on a hit, the stake included ("1.95" returns 195 for 100).
 * Kept as ten-thousandths in a bigint so a win is computed exactly; the text is what a page shows.
 */
export type Odds = { readonly text: string; readonly tenThousandths: bigint };

const ODDS_PATTERN = /^(0|[1-9][0-9]*)(\.[0-9]{1,4})?$/;

export function odds(text: string): Odds {
  const match = ODDS_PATTERN.exec(text);
  if (match === null) throw new RangeError(`odds "${text}" must be a decimal with at most 4 decimals`);
  const whole = BigInt(match[1]!);
  const fraction = (match[2] ?? '.').slice(1).padEnd(4, '0');
  return { text, tenThousandths: whole * 10_000n + BigInt(fraction) };
}

export const ODDS_SCALE = 10_000n;
