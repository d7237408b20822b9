import { API } from '@palaro/contract/api-paths';
import type { MemberInfo } from '@palaro/contract/member';
import { memberInfoSchema } from '../../../shared/api/schemas/account-schemas';
import { apiPost } from '../../../shared/lib/api-client';

export type ProfileKey = 'nickname' | 'email' | 'payeeName';

const PATH_OF: Record<ProfileKey, string> = {
  nickname: API.memberNickname,
  email: API.memberEmail,
  payeeName: API.memberPayeeName,
};

/** POST /wps/member/info/{nickname|email|payeename}; answers with the member info as it now is. */
export function updateProfile(key: ProfileKey, value: string): Promise<MemberInfo> {
  return apiPost(PATH_OF[key], memberInfoSchema, { [key]: value.trim() });
}

/** POST /wps/member/info/icon with the image as a data URL (png or jpg, at most 5 MB). */
export function uploadIcon(dataUrl: string): Promise<MemberInfo> {
  return apiPost(API.memberIconUpload, memberInfoSchema, { image: dataUrl });
}
