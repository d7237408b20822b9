import { describe, expect, it } from 'vitest';
import { formatMinorUnits, minorDigitsOf, minorUnitsSchema } from './wallet';

describe('formatMinorUnits', () => {
  it('writes minor units as an exact decimal in major units', () => {
    expect(formatMinorUnits(123_450n, 2)).toBe('1234.50');
    expect(formatMinorUnits(5n, 2)).toBe('0.05');
    expect(formatMinorUnits(0n, 2)).toBe('0.00');
    expect(formatMinorUnits(-1_999n, 2)).toBe('-19.99');
    expect(formatMinorUnits(9_007_199_254_740_993n, 2)).toBe('90071992547409.93');
    expect(formatMinorUnits(1500n, minorDigitsOf('JPY'))).toBe('1500');
    expect(formatMinorUnits(1500n, minorDigitsOf('KWD'))).toBe('1.500');
  });

  it('carries amounts on the wire as strings of integer minor units', () => {
    expect(minorUnitsSchema.safeParse('500000').success).toBe(true);
    expect(minorUnitsSchema.safeParse('-12').success).toBe(true);
    expect(minorUnitsSchema.safeParse('12.5').success).toBe(false);
    expect(minorUnitsSchema.safeParse('').success).toBe(false);
  });
});
