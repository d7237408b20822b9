import type { TFunction } from 'i18next';
import { isApiError } from '../api-error';

/** A failed money call in the player's language: money texts first, then the account texts, then the server's message. */
export function moneyErrorText(t: TFunction, error: unknown, values: Record<string, string> = {}): string {
  if (!isApiError(error)) return t('account:errors.unknown');
  if (error.errorCode === 'free_reject') return t('common:free_reject');
  return t([`money:errors.${error.errorCode}`, `account:errors.${error.errorCode}`], {
    defaultValue: error.message,
    ...values,
  });
}
