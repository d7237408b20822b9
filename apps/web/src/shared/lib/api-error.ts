/** A refused or failed call: the server's errorCode and message, and the HTTP status. */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly status: number;
  /** Extra hints from the failure envelope, e.g. `{ captcha: true }` after a failed log-in. */
  readonly details: Record<string, unknown> | undefined;

  constructor(errorCode: string, message: string, status: number, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
