import { ANNOUNCEMENT_ERRORS, type AnnouncementErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** One of the announcement failures of the contract, with optional field details. */
export function announcementError(name: AnnouncementErrorName, fields?: Record<string, string>): ApiError {
  const { status, errorCode, message } = ANNOUNCEMENT_ERRORS[name];
  return new ApiError(status, errorCode, message, fields);
}
