import { MONEY_ERRORS, type MoneyErrorName } from '@palaro/contract';
import { ApiError } from './api-error';

/** One of the money failures of the contract, with optional field details and hints. */
export function moneyError(
  name: MoneyErrorName,
  details: { fields?: Record<string, string>; value?: Record<string, unknown> } = {},
): ApiError {
  const { status, errorCode, message } = MONEY_ERRORS[name];
  return new ApiError(status, errorCode, message, details.fields, details.value);
}
