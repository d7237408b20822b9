import { describe, expect, it } from 'vitest';
import { e164, maskPhone, normalizePhone } from './phone';

describe('phone numbers', () => {
  it('have one spelling: dialing code without "+", national digits without trunk prefix', () => {
    const expected = { countryCode: '63', number: '9171234567' };
    for (const [code, number] of [
      ['63', '09171234567'],
      ['+63', '9171234567'],
      ['63', '0917 123 4567'],
      ['63', '(0917) 123-4567'],
    ]) {
      expect(normalizePhone(code ?? '', number ?? '')).toEqual(expected);
    }
    expect(e164(expected)).toBe('+639171234567');
  });

  it('refuse unknown dialing codes and anything but digits', () => {
    expect(normalizePhone('999', '09171234567')).toBeNull();
    expect(normalizePhone('63', '0917abc4567')).toBeNull();
    expect(normalizePhone('63', '012')).toBeNull();
  });

  it('are shown masked', () => {
    expect(maskPhone({ countryCode: '63', number: '9171234567' })).toBe('+63 917****567');
    expect(maskPhone({ countryCode: '65', number: '81234567' })).toBe('+65 81****67');
  });
});
