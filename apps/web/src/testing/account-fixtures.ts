import {
  ruleMessageKey,
  RULE_FIELDS,
  type FieldRule,
  type RegisterSettings,
  type RuleField,
} from '@palaro/contract/account-rules';
import type { QueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@palaro/contract/member';
import { getMemberInfoQueryOptions } from '../shared/api/get-member-info';
import { getRegisterSettingsQueryOptions } from '../shared/api/get-register-settings';
import { getCountriesQueryOptions } from '../shared/api/get-countries';

const rule = (pattern: string, minLength: number, maxLength: number, required = true, enabled = true) => ({
  enabled,
  required,
  pattern,
  minLength,
  maxLength,
});

// A rule set like the demo merchant's: the fields a player sees by default, the rest switched off.
const drafts: Partial<Record<RuleField, Omit<FieldRule, 'message'>>> = {
  username: rule('^[A-Za-z0-9]+$', 4, 16),
  password: rule('^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$', 8, 20),
  loginUsername: rule('^[A-Za-z0-9_]+$', 2, 32),
  loginPassword: rule('^[\\x21-\\x7E]+$', 6, 64),
  loginMobileNum: rule('^\\d+$', 10, 11),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 6, 254, false),
  nickname: rule("^[\\p{L}\\p{N} _.'-]+$", 2, 20, false),
  mobileNum: rule('^\\d+$', 10, 11),
  verificationCode: rule('^\\d+$', 6, 6),
  affiliateCode: rule('^[A-Za-z0-9]+$', 4, 16, false),
  captcha: rule('^\\d+$', 1, 16),
};

export function makeRegisterSettings(overrides: Partial<Omit<RegisterSettings, 'rules'>> = {}): RegisterSettings {
  const rules = Object.fromEntries(
    RULE_FIELDS.map((field) => [
      field,
      { ...(drafts[field] ?? rule('^.+$', 1, 64, false, false)), message: ruleMessageKey(field) },
    ]),
  ) as RegisterSettings['rules'];
  return { rules, captcha: false, smsCaptcha: false, ...overrides };
}

/** Seeds the rule set and the dialing codes, so forms render without a call. */
export function seedAccountData(client: QueryClient, settings: RegisterSettings = makeRegisterSettings()): void {
  client.setQueryData(getRegisterSettingsQueryOptions().queryKey, settings);
  client.setQueryData(getCountriesQueryOptions().queryKey, [
    { countryCode: 'PH', dialingCode: '63', name: 'Philippines' },
  ]);
}

export function makeMemberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    nickname: 'Juan',
    account: 'juan',
    type: 0,
    clubLabel: { labelName: 'VIP1' },
    email: '',
    payeeName: '',
    iconUrl: null,
    mobile: null,
    vipProgress: 0.35,
    temporaryPassword: false,
    hasPassword: true,
    ...overrides,
  };
}

/** Seeds the member info of the session `token` as well (member centre, change password, header). */
export function seedMember(client: QueryClient, token: string, member: MemberInfo = makeMemberInfo()): void {
  seedAccountData(client);
  client.setQueryData(getMemberInfoQueryOptions(token).queryKey, member);
}
