import { amountProblem, amountToWire } from './amount-check';
import { formatMoney, formatMoneyShort, formatSignedMoney, minorToInput } from './format-money';
import { parseAmount } from './parse-amount';

describe('formatMoney', () => {
  it('shows minor units exactly, grouped, with the symbol', () => {
    expect(formatMoney('500000', 'PHP', '₱')).toBe('₱5,000.00');
    expect(formatMoney('5', 'PHP', '₱')).toBe('₱0.05');
    expect(formatMoney(-123456789n, 'PHP', '₱')).toBe('-₱1,234,567.89');
    expect(formatMoney('9007199254740993', 'PHP')).toBe('90,071,992,547,409.93');
    expect(formatMoney('1500', 'JPY', '¥')).toBe('¥1,500');
    expect(formatSignedMoney('2500', 'PHP', '₱')).toBe('+₱25.00');
    expect(formatSignedMoney('-2500', 'PHP', '₱')).toBe('-₱25.00');
    expect(formatMoney('99910', 'PHP')).toBe('999.10');
    expect(minorToInput('50000', 'PHP')).toBe('500.00');
    expect(formatMoneyShort('100000', 'PHP', '₱')).toBe('₱1,000');
    expect(formatMoneyShort('100050', 'PHP', '₱')).toBe('₱1,000.50');
  });
});

describe('parseAmount', () => {
  it('turns typed major units into exact minor units', () => {
    expect(parseAmount('100', 'PHP')).toEqual({ ok: true, minor: 10000n });
    expect(parseAmount(' 1,000.5 ', 'PHP')).toEqual({ ok: true, minor: 100050n });
    expect(parseAmount('0.07', 'PHP')).toEqual({ ok: true, minor: 7n });
    expect(parseAmount('.5', 'PHP')).toEqual({ ok: true, minor: 50n });
    expect(parseAmount('12.', 'PHP')).toEqual({ ok: true, minor: 1200n });
    // 0.1 + 0.2 style float errors cannot happen: 1234567.89 stays exact
    expect(parseAmount('1234567.89', 'PHP')).toEqual({ ok: true, minor: 123456789n });
    expect(parseAmount('1500', 'JPY')).toEqual({ ok: true, minor: 1500n });
  });

  it('refuses anything that is not a plain positive amount', () => {
    expect(parseAmount('', 'PHP')).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmount('1.005', 'PHP')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmount('1.5', 'JPY')).toEqual({ ok: false, problem: 'decimals' });
    for (const text of ['-5', '1e3', 'abc', '1,00', '1.2.3', '.', '₱100', '10,0000', '1 000']) {
      expect(parseAmount(text, 'PHP'), text).toEqual({ ok: false, problem: 'format' });
    }
  });
});

describe('amountProblem', () => {
  const limits = { currency: 'PHP', min: 10000n, max: 5000000n };

  it('holds the amount within the minimum and maximum, inclusive', () => {
    expect(amountProblem('100', limits)).toBeNull();
    expect(amountProblem('50,000.00', limits)).toBeNull();
    expect(amountProblem('99.99', limits)).toBe('money:amount.belowMin');
    expect(amountProblem('50000.01', limits)).toBe('money:amount.aboveMax');
    expect(amountProblem('0', limits)).toBe('money:amount.positive');
    expect(amountProblem('', limits)).toBe('money:amount.required');
  });

  it('never allows more than the player holds', () => {
    expect(amountProblem('300', { ...limits, available: 25000n })).toBe('money:amount.aboveAvailable');
    expect(amountProblem('250', { ...limits, available: 25000n })).toBeNull();
    expect(amountToWire('250.5', 'PHP')).toBe('25050');
  });
});
