import { ACCOUNT_ERRORS, type AccountErrorName, type ErrorCode, type SessionEndReason } from '@palaro/contract';

/** An error the client may see as it is: HTTP status, errorCode and message of the envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Machine-readable hints for the client, e.g. `{ captcha: true }`. */
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const MESSAGES = {
  notLoggedIn: 'You are not logged in, please login first',
  permissionDenied: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  maintenance: 'System upgrading, please try again later',
  rateLimited: 'Too many requests, please try again later',
  invalid: 'Invalid request',
  notFound: 'Not found',
  unknown: 'Unknown error',
} as const;

export const notLoggedIn = () => new ApiError(401, 'login.not.session', MESSAGES.notLoggedIn);
export const permissionDenied = () => new ApiError(403, 'permission.denied', MESSAGES.permissionDenied);
export const maintenance = () => new ApiError(503, 'system.maintenance', MESSAGES.maintenance);
export const invalidRequest = (message: string = MESSAGES.invalid, fields?: Record<string, string>) =>
  new ApiError(400, 'request.invalid', message, fields);

/** 401 for a call whose session is missing, ended or expired (the reason travels in the value). */
export const sessionRefused = (reason: SessionEndReason) =>
  accountError(reason === 'missing' ? 'notLoggedIn' : 'loggedOut', { value: { reason } });

/** One of the account and session failures of the contract, with optional field details and hints. */
export function accountError(
  name: AccountErrorName,
  details: { fields?: Record<string, string>; value?: Record<string, unknown> } = {},
): ApiError {
  const { status, errorCode, message } = ACCOUNT_ERRORS[name];
  return new ApiError(status, errorCode, message, details.fields, details.value);
}
