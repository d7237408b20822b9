import { INBOX_ERRORS, type InboxErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** One of the inbox failures of the contract, with optional field details. */
export function inboxError(name: InboxErrorName, fields?: Record<string, string>): ApiError {
  const { status, errorCode, message } = INBOX_ERRORS[name];
  return new ApiError(status, errorCode, message, fields);
}
