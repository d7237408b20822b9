import type { TFunction } from 'i18next';
import { isApiError } from '../../../shared/lib/api-error';

/** A failed security call in the player's language: security texts first, then the money and account texts, then the server's message. */
export function securityErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('account:errors.unknown');
  const code = error.errorCode;
  return t([`security:errors.${code}`, `money:errors.${code}`, `account:errors.${code}`], {
    defaultValue: error.message,
  });
}
