/** Demo accounts listed in the README; their passwords are public, so they exist only as demo content. */
export const DEMO_ACCOUNTS = [
  {
    username: 'demo',
    password: 'Demo1234',
    memberType: 0,
    nickname: 'Demo Player',
    vipLabel: 'VIP1',
    vipProgress: 0.35,
    phone: { countryCode: '63', number: '9171234567' },
    affiliateCode: null,
  },
  {
    username: 'agent',
    password: 'Agent1234',
    memberType: 1,
    nickname: 'Demo Agent',
    vipLabel: 'VIP3',
    vipProgress: 0.6,
    phone: null,
    affiliateCode: 'AGENT01',
  },
] as const;
