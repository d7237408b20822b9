import { ABOUT_ERRORS, type AboutErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** One of the about-us failures of the contract, with optional field details. */
export function aboutError(name: AboutErrorName, fields?: Record<string, string>): ApiError {
  const { status, errorCode, message } = ABOUT_ERRORS[name];
  return new ApiError(status, errorCode, message, fields);
}
