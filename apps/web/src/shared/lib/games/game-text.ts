import type { TFunction } from 'i18next';
import { isApiError } from '../api-error';

/** A failed game call in the visitor's language: the errorCode's text when there is one, else the server's message. */
export function gameErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('games:errors.unknown');
  return t(`games:errors.${error.errorCode}`, { defaultValue: error.message });
}
