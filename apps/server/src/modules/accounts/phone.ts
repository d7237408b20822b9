import { COUNTRIES } from './countries';

export type Phone = { countryCode: string; number: string };

const KNOWN_CODES = new Set(COUNTRIES.map((country) => country.dialingCode));

/**
 * One spelling per phone number: the dialing code without "+", the national number as digits
 * without the trunk prefix (0917 123 4567 and 917-123-4567 are the same number). Null when unusable.
 */
export function normalizePhone(dialingCode: string, mobileNum: string): Phone | null {
  const countryCode = dialingCode.trim().replace(/^\+/, '');
  if (!KNOWN_CODES.has(countryCode)) return null;
  const compact = mobileNum.trim().replace(/[\s().-]/g, '');
  if (!/^\d+$/.test(compact)) return null;
  const number = compact.replace(/^0+/, '');
  return number.length >= 4 && number.length <= 15 ? { countryCode, number } : null;
}

/** "+63 917****567": enough to recognise one's own number, not enough to learn someone else's. */
export function maskPhone(phone: Phone): string {
  const { number } = phone;
  const shown = Math.min(3, Math.floor(number.length / 3));
  const hidden = '*'.repeat(number.length - 2 * shown);
  return `+${phone.countryCode} ${number.slice(0, shown)}${hidden}${number.slice(number.length - shown)}`;
}

/** E.164 form for SMS gateways. */
export function e164(phone: Phone): string {
  return `+${phone.countryCode}${phone.number}`;
}
