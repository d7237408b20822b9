import type { Country } from '@palaro/contract';

/** Dialing codes offered at registration and log-in; the Philippines (the market) first. */
export const COUNTRIES: readonly Country[] = [
  { countryCode: 'PH', dialingCode: '63', name: 'Philippines' },
  { countryCode: 'VN', dialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', dialingCode: '66', name: 'Thailand' },
  { countryCode: 'ID', dialingCode: '62', name: 'Indonesia' },
  { countryCode: 'MY', dialingCode: '60', name: 'Malaysia' },
  { countryCode: 'SG', dialingCode: '65', name: 'Singapore' },
  { countryCode: 'CN', dialingCode: '86', name: 'China' },
  { countryCode: 'HK', dialingCode: '852', name: 'Hong Kong' },
  { countryCode: 'TW', dialingCode: '886', name: 'Taiwan' },
  { countryCode: 'JP', dialingCode: '81', name: 'Japan' },
  { countryCode: 'KR', dialingCode: '82', name: 'South Korea' },
  { countryCode: 'IN', dialingCode: '91', name: 'India' },
  { countryCode: 'BR', dialingCode: '55', name: 'Brazil' },
  { countryCode: 'PT', dialingCode: '351', name: 'Portugal' },
  { countryCode: 'US', dialingCode: '1', name: 'United States' },
  { countryCode: 'GB', dialingCode: '44', name: 'United Kingdom' },
  { countryCode: 'AU', dialingCode: '61', name: 'Australia' },
  { countryCode: 'AE', dialingCode: '971', name: 'United Arab Emirates' },
];
