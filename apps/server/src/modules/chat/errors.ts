import { CHAT_ERRORS, type ChatErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** One of the chat failures of the contract, with optional field details. */
export function chatError(name: ChatErrorName, fields?: Record<string, string>): ApiError {
  const { status, errorCode, message } = CHAT_ERRORS[name];
  return new ApiError(status, errorCode, message, fields);
}
