import { randomBytes } from 'node:crypto';
import { MEMBER_ICONS_PATH, passesRule, type MemberIcon, type MemberInfo } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import { accountError, notLoggedIn } from '../../http/api-error';
import type { Clock } from '../../security/clock';
import { maskPhone } from '../accounts';
import type { AccountRow, AccountsRepository, ProfileField } from '../accounts';
import type { IconImage } from './icon-image';
import type { IconsRepository } from './repository';

/** The editable profile fields: request field, rule-set key and column. */
export const PROFILE_FIELDS = {
  nickname: 'nickname',
  email: 'email',
  payeeName: 'payee_name',
} as const satisfies Record<string, ProfileField>;
export type ProfileKey = keyof typeof PROFILE_FIELDS;

type Deps = { accounts: AccountsRepository; icons: IconsRepository; merchant: MerchantConfig; clock: Clock };

const iconUrl = (fileName: string | null) => (fileName ? `${MEMBER_ICONS_PATH}/${fileName}` : null);

function toInfo(account: AccountRow, iconFile: string | null): MemberInfo {
  const { phone_country_code: countryCode, phone_number: number } = account;
  return {
    id: Number(account.id),
    nickname: account.nickname,
    account: account.username,
    type: account.member_type,
    clubLabel: { labelName: account.vip_label },
    email: account.email,
    payeeName: account.payee_name,
    iconUrl: iconUrl(iconFile),
    mobile: countryCode && number ? maskPhone({ countryCode, number }) : null,
    vipProgress: Math.min(1, Math.max(0, account.vip_progress)),
    temporaryPassword: account.temporary_password,
    hasPassword: account.password_hash !== null,
  };
}

/** The member centre: profile, head icon. */
export function createMemberService({ accounts, icons, merchant, clock }: Deps) {
  async function info(accountId: bigint): Promise<MemberInfo> {
    const account = await accounts.byId(accountId);
    if (!account) throw notLoggedIn();
    return toInfo(account, await icons.fileNameOf(accountId));
  }

  return {
    info,

    async updateProfile(accountId: bigint, key: ProfileKey, value: string): Promise<MemberInfo> {
      const rule = { ...merchant.registration.rules[key], enabled: true };
      if (!passesRule(rule, value)) throw accountError('fieldInvalid', { fields: { [key]: rule.message } });
      await accounts.setProfileField(accountId, PROFILE_FIELDS[key], value.trim());
      return info(accountId);
    },

    async icon(accountId: bigint): Promise<MemberIcon> {
      return { iconUrl: iconUrl(await icons.fileNameOf(accountId)) };
    },

    /** Stores the icon under a new random name, so the old URL stops answering and no cache shows it. */
    async saveIcon(accountId: bigint, image: IconImage): Promise<MemberInfo> {
      const fileName = `${randomBytes(16).toString('base64url')}.${image.extension}`;
      await icons.save(accountId, fileName, image.contentType, image.data, new Date(clock()));
      return info(accountId);
    },

    iconFile: (fileName: string) => icons.file(fileName),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
