import { describe, expect, it } from 'vitest';
import { formatMinorAmount, groupDigits } from './money-format';

describe('groupDigits', () => {
  it('groups the whole part in threes and leaves the fraction alone', () => {
    expect(groupDigits('0')).toBe('0');
    expect(groupDigits('999.10')).toBe('999.10');
    expect(groupDigits('1000')).toBe('1,000');
    expect(groupDigits('1234567.50')).toBe('1,234,567.50');
    expect(groupDigits('1234.5678')).toBe('1,234.5678');
  });

  it('keeps the sign in front', () => {
    expect(groupDigits('-1234567.50')).toBe('-1,234,567.50');
    expect(groupDigits('-100')).toBe('-100');
    expect(groupDigits('-0.05')).toBe('-0.05');
  });

  it('groups amounts past 2^53 exactly', () => {
    expect(groupDigits('90071992547409.93')).toBe('90,071,992,547,409.93');
    expect(groupDigits('123456789012345678901234567890')).toBe('123,456,789,012,345,678,901,234,567,890');
  });

  it('passes through what is not a number unchanged', () => {
    expect(groupDigits('')).toBe('');
    expect(groupDigits('--')).toBe('--');
  });
});

describe('formatMinorAmount', () => {
  it('shows minor units in major units, grouped, with the symbol after the sign', () => {
    expect(formatMinorAmount('123450', 'PHP', { symbol: '₱' })).toBe('₱1,234.50');
    expect(formatMinorAmount(-123_450n, 'PHP', { symbol: '₱' })).toBe('-₱1,234.50');
    expect(formatMinorAmount('-5', 'PHP', { symbol: '₱' })).toBe('-₱0.05');
    expect(formatMinorAmount('100000000', 'PHP')).toBe('1,000,000.00');
  });

  it('shows zero without a sign', () => {
    expect(formatMinorAmount(0n, 'PHP', { symbol: '₱' })).toBe('₱0.00');
    expect(formatMinorAmount('-0', 'PHP', { symbol: '₱' })).toBe('₱0.00');
    expect(formatMinorAmount('0', 'JPY')).toBe('0');
  });

  it('takes each currency minor digits', () => {
    expect(formatMinorAmount('1234567', 'JPY', { symbol: '¥' })).toBe('¥1,234,567');
    expect(formatMinorAmount('1234567', 'VND')).toBe('1,234,567');
    expect(formatMinorAmount('1234567', 'KWD')).toBe('1,234.567');
    expect(formatMinorAmount('1234567', 'USD', { symbol: '$' })).toBe('$12,345.67');
  });

  it('is exact for amounts past 2^53, as bigint or as the wire string', () => {
    expect(formatMinorAmount(9_007_199_254_740_993n, 'PHP')).toBe('90,071,992,547,409.93');
    expect(formatMinorAmount('-9007199254740993', 'PHP', { symbol: '₱' })).toBe('-₱90,071,992,547,409.93');
    expect(formatMinorAmount('123456789012345678901234567890', 'JPY')).toBe('123,456,789,012,345,678,901,234,567,890');
  });

  it('leaves out zero decimals only when asked', () => {
    expect(formatMinorAmount('100000', 'PHP', { symbol: '₱', dropZeroFraction: true })).toBe('₱1,000');
    expect(formatMinorAmount('100050', 'PHP', { symbol: '₱', dropZeroFraction: true })).toBe('₱1,000.50');
    expect(formatMinorAmount('1000500', 'KWD', { dropZeroFraction: true })).toBe('1,000.500');
    expect(formatMinorAmount('-1000000', 'KWD', { dropZeroFraction: true })).toBe('-1,000');
    expect(formatMinorAmount('5000', 'JPY', { dropZeroFraction: true })).toBe('5,000');
    expect(formatMinorAmount('100000', 'PHP')).toBe('1,000.00');
  });
});
