import { DEFAULT_REGISTER_RULES } from './default-register-rules';
import { DEMO_PAYMENTS, DEMO_TRANSFER_VENDORS, DEMO_WITHDRAWAL } from './demo-money';
import type { MerchantConfig } from './merchant-schema';
import { DEMO_SECURITY_QUESTIONS_CONFIG } from './security-config-schema';

// The demo merchant: every feature switched on so a fresh start shows the whole product.
// MERCHANT_CONFIG is merged over this object, key by key.
export const DEMO_MERCHANT: MerchantConfig = {
  merchantCode: 'PALARO',
  name: 'Palaro',
  currency: 'PHP',
  currencySymbol: '₱',
  languages: ['EN', 'TL', 'CN', 'VI', 'TH', 'PT'],
  defaultLanguage: 'EN',
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
  },
  promotions: { REFERRAL: { enabled: true }, MISSION: { enabled: true }, LOGIN: { enabled: true } },
  vip: true,
  appWindow: true,
  maintenance: false,
  regionRestriction: { countries: [] },
  countryHeader: 'cf-ipcountry',
  trustProxy: false,
  appBannerHiddenHosts: ['app.palaro.ph', 'pwa.palaro.ph'],
  mainDomain: 'm.palaro.ph',
  imageCDNs: ['https://cdn.palaro.ph'],
  customerService: [
    { csType: 'TELEGRAM', path: 'https://t.me/palaro_support' },
    { csType: 'LIVECHAT', path: 'https://chat.palaro.ph/support' },
    { csType: 'AFFILIATE', path: 'https://t.me/palaro_affiliates' },
  ],
  resources: [
    { resourceType: 'Android', url: 'https://download.palaro.ph/android/palaro.apk', labelNameEn: 'Android app' },
    { resourceType: 'IOS', url: 'https://apps.apple.com/app/palaro/id6450000000', labelNameEn: 'iOS app' },
    {
      resourceType: 'MOBILECONFIG',
      url: 'https://download.palaro.ph/ios/palaro.mobileconfig',
      labelNameEn: 'iOS profile',
    },
    { resourceType: 'AppDownloadIcon', url: '/m/demo-images/app-icon.svg', labelNameEn: 'Palaro' },
    { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/palaro.ph', labelNameEn: 'Facebook' },
    {
      resourceType: 'FACEBOOK2',
      url: 'https://www.facebook.com/groups/palaro.community',
      labelNameEn: 'Facebook group',
    },
    { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/palaro.ph', labelNameEn: 'Instagram' },
    { resourceType: 'YOUTUBE', url: 'https://www.youtube.com/@palaro.ph', labelNameEn: 'YouTube' },
    { resourceType: 'TIKTOK', url: 'https://www.tiktok.com/@palaro.ph', labelNameEn: 'TikTok' },
    { resourceType: 'TELEGRAM', url: 'https://t.me/palaro_ph', labelNameEn: 'Telegram' },
    { resourceType: 'DISCORD', url: 'https://discord.gg/palaro', labelNameEn: 'Discord' },
    { resourceType: 'LINKEDIN', url: 'https://www.linkedin.com/company/palaro', labelNameEn: 'LinkedIn' },
  ],
  mobileTemplate: { mem_cen: 1, dep_func: 1 },
  registration: { captcha: true, smsCaptcha: false, rules: DEFAULT_REGISTER_RULES },
  sms: { provider: 'log' },
  // social buttons stay hidden until a provider is configured
  identityProviders: {},
  trialBalance: 200_000,
  payments: DEMO_PAYMENTS,
  withdrawal: DEMO_WITHDRAWAL,
  transferVendors: DEMO_TRANSFER_VENDORS,
  securityQuestions: DEMO_SECURITY_QUESTIONS_CONFIG,
};
