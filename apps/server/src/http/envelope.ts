import type { Failure, Success } from '@palaro/contract';
import { API_PREFIXES } from '@palaro/contract';

export function ok<T>(value: T): Success<T> {
  return { success: true, value };
}

export function failure(
  errorCode: string,
  message: string,
  fields?: Record<string, string>,
  value?: Record<string, unknown>,
): Failure {
  return { success: false, errorCode, message, ...(fields ? { fields } : {}), ...(value ? { value } : {}) };
}

/** True for /wps and /lgw calls, which always answer with the envelope. */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}
