import type { RegisterSettings, RuleField } from '@palaro/contract/account-rules';
import type { Whitelabel } from '@palaro/contract/system';

export type RegisterTab = 'username' | 'mobileNum';

/** Optional profile fields a rule set may switch on, in the order the form shows them. */
export const PROFILE_FIELDS = [
  'nickname',
  'payeeName',
  'email',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
] as const satisfies readonly RuleField[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type FieldPlan = {
  username: boolean;
  password: boolean;
  mobile: boolean;
  smsCode: boolean;
  captcha: boolean;
  profile: ProfileField[];
};

/** Which inputs a registration by this tab shows, as the server checks them. */
export function planFields(
  tab: RegisterTab,
  settings: RegisterSettings | undefined,
  flags: Whitelabel['flags'] | undefined,
): FieldPlan {
  const profile = PROFILE_FIELDS.filter((field) => settings?.rules[field].enabled);
  const captcha = settings?.captcha === true;
  if (tab === 'username') return { username: true, password: true, mobile: false, smsCode: false, captcha, profile };
  return {
    username: false,
    password: flags?.MOBILENUMPASSREG3 === true,
    mobile: true,
    smsCode: flags?.REGMOBVERF3 === true,
    captcha,
    profile,
  };
}

/** SPEC 4: mobile first only when mobile registration is on and username registration is off. */
export function initialTab(flags: Whitelabel['flags'] | undefined): RegisterTab {
  return flags?.MOBILENUMREG3 && !flags.USERNAMEREG3 ? 'mobileNum' : 'username';
}

export function showsTabs(flags: Whitelabel['flags'] | undefined): boolean {
  return flags?.MOBILENUMREG3 === true && flags.USERNAMEREG3;
}
