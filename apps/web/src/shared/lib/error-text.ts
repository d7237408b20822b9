import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/** A failed call in the visitor's language: the errorCode's text when there is one, else the server's message. */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('account:errors.unknown');
  return t(`account:errors.${error.errorCode}`, { defaultValue: error.message });
}

/** True when a failed log-in says the next try needs a captcha (SPEC 4). */
export function asksForCaptcha(error: unknown): boolean {
  return isApiError(error) && error.details?.captcha === true;
}
