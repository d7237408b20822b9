import { z } from 'zod';
import { freeText } from './free-text';

/** Value of GET /wps/member/info and of every POST /wps/member/info/* (SPEC 3, "Member info"). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  /** The user name. */
  account: z.string(),
  /** Member type: 0 player, 1 agent, 4 trial, ... */
  type: z.number().int(),
  clubLabel: z.object({ labelName: z.string() }),
  email: z.string(),
  payeeName: z.string(),
  /** Public URL of the head icon, or null before one is uploaded. */
  iconUrl: z.string().nullable(),
  /** Masked, e.g. "+63 917****567"; null when the account has no number. */
  mobile: z.string().nullable(),
  /** Progress to the next VIP level, 0 to 1 (VIP card). */
  vipProgress: z.number().min(0).max(1),
  /** A temporary password is held: the change-password screen does not ask for the old one. */
  temporaryPassword: z.boolean(),
  /** The account has no password yet (registered by mobile without one): set it by phone. */
  hasPassword: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const nicknameUpdateSchema = z.object({ nickname: freeText(z.string().trim().max(64)) });
export const emailUpdateSchema = z.object({ email: freeText(z.string().trim().max(254)) });
export const payeeNameUpdateSchema = z.object({ payeeName: freeText(z.string().trim().max(64)) });

/**
 * POST /wps/member/info/icon: multipart/form-data with one file field, or JSON with the image as
 * base64 or a data URL. png or jpg (checked by their bytes), at most 5 MB.
 */
export const iconUploadSchema = z.object({ image: z.string().min(1) });

/** Value of GET /wps/member/icon. */
export const memberIconSchema = z.object({ iconUrl: z.string().nullable() });
export type MemberIcon = z.infer<typeof memberIconSchema>;

/** Sealed body of POST /wps/member/password; oldPassword may be left out while a temporary password is held. */
export const passwordChangeSchema = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128).optional(),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Sealed body of POST /wps/member/password/phone; the code comes from /wps/verification/sms/noLogin. */
export const passwordByPhoneSchema = z.object({
  countryDialingCode: freeText(z.string().trim().min(1).max(4)),
  mobileNum: freeText(z.string().trim().min(1).max(20)),
  verificationCode: freeText(z.string().trim().min(1).max(16)),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128).optional(),
});
export type PasswordByPhone = z.infer<typeof passwordByPhoneSchema>;

/** Value of POST /wps/member/password/phone: the account's user name, for the log-in screen. */
export const passwordByPhoneValueSchema = z.object({ userName: z.string() });
