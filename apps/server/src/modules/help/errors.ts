import { HELP_ERRORS, type HelpErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** One of the help-centre failures of the contract, with optional field details. */
export function helpError(name: HelpErrorName, fields?: Record<string, string>): ApiError {
  const { status, errorCode, message } = HELP_ERRORS[name];
  return new ApiError(status, errorCode, message, fields);
}
