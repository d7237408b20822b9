import { passesRule } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import { accountError } from '../../http/api-error';
import { isCommonPassword } from '../../security/common-passwords';

type Names = { password: string; confirm: string };

/**
 * Throws the first problem of a new password: its rule (minimum length, pattern), an empty or
 * different confirmation, or a place on the common-password list.
 */
export function checkNewPassword(
  merchant: MerchantConfig,
  password: string,
  confirm: string | undefined,
  names: Names = { password: 'password', confirm: 'confirmPassword' },
): void {
  const rule = { ...merchant.registration.rules.password, enabled: true, required: true };
  // the rule check trims, so a password with spaces around it would pass with a different value
  if (password !== password.trim() || !passesRule(rule, password)) {
    throw accountError('fieldInvalid', { fields: { [names.password]: rule.message } });
  }
  if (!confirm) throw accountError('passwordConfirmEmpty', { fields: { [names.confirm]: 'in_incorrect_password' } });
  if (confirm !== password)
    throw accountError('passwordMismatch', { fields: { [names.confirm]: 'in_confirmation_correct' } });
  if (isCommonPassword(password))
    throw accountError('passwordCommon', { fields: { [names.password]: 'password_common' } });
}

/** Agents own affiliate codes: member type above 0, trial accounts (4) excluded. */
export function isAgentType(memberType: number): boolean {
  return memberType > 0 && memberType !== 4;
}
