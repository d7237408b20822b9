import { ORIGINALS_ERRORS, type OriginalsErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** A refusal of the Originals game API, as the contract names it. */
export function originalsError(
  name: OriginalsErrorName,
  details: { fields?: Record<string, string>; message?: string } = {},
): ApiError {
  const { status, errorCode, message } = ORIGINALS_ERRORS[name];
  return new ApiError(status, errorCode, details.message ?? message, details.fields);
}
