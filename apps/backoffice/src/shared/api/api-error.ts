/** A refused or failed call: the envelope's errorCode, message and field errors, and the HTTP status (0: no answer). */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly status: number;
  /** Which field broke which rule, as the server names them (e.g. `texts.EN.title`). */
  readonly fields: Record<string, string>;

  constructor(errorCode: string, message: string, status: number, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text an operator sees for any failure: the server's own message when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
