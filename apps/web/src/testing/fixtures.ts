import type { StatusResponse } from '@palaro/contract/system';
import type { VendorSorting } from '@palaro/contract/games';
import type { SessionInfo } from '../shared/lib/session/session-schema';

type StatusOverrides = {
  flags?: Partial<StatusResponse['info']['whitelabel']['flags']>;
  promotions?: Partial<Record<'REFERRAL' | 'MISSION' | 'LOGIN', boolean>>;
  info?: Partial<StatusResponse['info']>;
  whitelabel?: Partial<Omit<StatusResponse['info']['whitelabel'], 'flags' | 'promotions'>>;
  maintenance?: boolean;
  regionRestriction?: boolean;
};

/** A status answer like the demo merchant's: every flag on unless a test turns it off. */
export function makeStatus(overrides: StatusOverrides = {}): StatusResponse {
  const promotion = (key: 'REFERRAL' | 'MISSION' | 'LOGIN') => ({ enabled: overrides.promotions?.[key] ?? true });
  return {
    info: {
      customerService: [
        { csType: 'TELEGRAM', path: 'https://t.me/palaro_support' },
        { csType: 'LIVECHAT', path: 'https://chat.palaro.ph/support' },
        { csType: 'AFFILIATE', path: 'https://t.me/palaro_affiliates' },
      ],
      domainRoute: [],
      mobileTemplate: { mem_cen: 1, dep_func: 1 },
      paths: {},
      register: { username: true, mobile: true, mobileWithPassword: true, smsVerification: true },
      resources: [
        { resourceType: 'Android', url: 'https://download.palaro.ph/android/palaro.apk', labelNameEn: 'Android app' },
        { resourceType: 'IOS', url: 'https://apps.apple.com/app/palaro/id1', labelNameEn: 'iOS app' },
        { resourceType: 'AppDownloadIcon', url: '/m/demo-images/app-icon.svg', labelNameEn: 'Palaro' },
        { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/palaro.ph', labelNameEn: 'Facebook' },
        { resourceType: 'TIKTOK', url: 'https://www.tiktok.com/@palaro.ph', labelNameEn: 'TikTok' },
      ],
      whitelabel: {
        merchantCode: 'PALARO',
        flags: {
          USERNAMEREG3: true,
          MOBILENUMREG3: true,
          REGMOBVERF3: true,
          MOBILENUMPASSREG3: true,
          FACEBOOKLOGIN3: true,
          GOOGLELOGIN3: true,
          MOBILEVERCODELOGIN3: true,
          CBS3: true,
          AGENTPOLICY3: true,
          REWCEN3: true,
          ...overrides.flags,
        },
        promotions: { REFERRAL: promotion('REFERRAL'), MISSION: promotion('MISSION'), LOGIN: promotion('LOGIN') },
        vip: true,
        appWindow: true,
        ...overrides.whitelabel,
      },
      mainDomain: 'm.palaro.ph',
      imageCDNs: [],
      appBannerHiddenHosts: ['app.palaro.ph', 'pwa.palaro.ph'],
      currency: 'PHP',
      ...overrides.info,
    },
    location: { ip: '203.0.113.7', country: 'PH' },
    maintenance: overrides.maintenance ?? false,
    regionRestriction: overrides.regionRestriction ?? false,
  };
}

export const vendorSorting: VendorSorting = [
  { gameCategory: 'RNG', vendorNames: [{ vassalage: 'LUMEN', accountTypeName: 'Lumen Slots' }] },
  { gameCategory: 'LOCAL', vendorNames: [{ vassalage: 'PALARO', accountTypeName: 'Palaro Originals' }] },
  { gameCategory: 'LIVE', vendorNames: [{ vassalage: 'BAYANI', accountTypeName: 'Bayani Live' }] },
];

export function makeSession(type = 0): SessionInfo {
  return { token: 'token-123', merchantCode: 'PALARO', userName: 'juan', type, firstTimeLogin: false };
}
