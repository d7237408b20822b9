import { SECURITY_ERRORS, type SecurityErrorName } from '@palaro/contract';
import { ApiError } from '../../http/api-error';

/** One of the security-question failures of the contract, with optional field details and hints. */
export function securityError(
  name: SecurityErrorName,
  details: { fields?: Record<string, string>; value?: Record<string, unknown> } = {},
): ApiError {
  const { status, errorCode, message } = SECURITY_ERRORS[name];
  return new ApiError(status, errorCode, message, details.fields, details.value);
}
