/** Every call's path; SPEC.md section 7 gives most of them, the rest follow its style. */
export const API = {
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  encryptionKey: '/wps/system/encryption/key',
  vendorSorting: '/wps/game/vendors/sorting',

  // sessions (sealed: login)
  login: '/wps/session/login',
  freeplay: '/wps/session/login/freeplay',
  socialLogin: '/wps/session/login/social',
  logout: '/wps/session/logout',
  renew: '/wps/session/renew',
  trialUser: '/wps/member/trialuser',

  // registration (sealed: both registers)
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  registerSettings: '/wps/system/setting/register',
  usernameCheck: '/wps/check/username',
  affiliateCheck: '/wps/member/affiliate/check',

  // verification
  captcha: '/wps/captcha',
  smsRegister: '/wps/verification/sms/register',
  smsNoLogin: '/wps/verification/sms/noLogin',
  countries: '/wps/system/country',

  // member centre (sealed: both password calls)
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/icon',
  memberIconUpload: '/wps/member/info/icon',
  memberNickname: '/wps/member/info/nickname',
  memberEmail: '/wps/member/info/email',
  memberPayeeName: '/wps/member/info/payeename',
  passwordChange: '/wps/member/password',
  passwordByPhone: '/wps/member/password/phone',

  // money
  wallets: '/wps/wallets/gcs',
} as const;

/** Social log-in: GET .../start redirects to the provider, which comes back to .../callback. */
export const socialLoginPaths = (provider: string) => ({
  start: `/wps/session/oidc/${provider}/start`,
  callback: `/wps/session/oidc/${provider}/callback`,
});

/** Uploaded head icons, served publicly under unguessable names. */
export const MEMBER_ICONS_PATH = '/m/member-icons';

/** Path prefixes answered by the API (envelope responses, never the web app). */
export const API_PREFIXES = ['/wps', '/lgw'] as const;
