import { chipLabel, formatMoney } from './money';

describe('money on screen', () => {
  it('formats minor units exactly, with grouping and the currency symbol', () => {
    expect(formatMoney(500000n, 'PHP')).toBe('₱5,000.00');
    expect(formatMoney('123456789012345678', 'PHP')).toBe('₱1,234,567,890,123,456.78');
    expect(formatMoney(5n, 'PHP')).toBe('₱0.05');
    expect(formatMoney(-1250n, 'PHP')).toBe('-₱12.50');
    expect(formatMoney(1000n, 'VND')).toBe('₫1,000');
    expect(formatMoney(1000n, 'PHP', { compact: true })).toBe('₱10');
  });

  it('labels chips', () => {
    expect(chipLabel(100n, 'PHP')).toBe('₱1');
    expect(chipLabel(50_000n, 'PHP')).toBe('₱500');
    expect(chipLabel(100_000n, 'PHP')).toBe('₱1K');
  });
});
