/** A refused or failed call: the server's errorCode and message, or `network` when nothing came back. */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One call of the game API answering the envelope's value. The server checks every answer against the contract's
 * schema before it leaves, so the page takes the contract's types as they come and ships no validation library.
 */
export type Http = <T>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: unknown },
) => Promise<T>;

export function createHttp(baseUrl = '', fetcher: typeof fetch = (...args) => fetch(...args)): Http {
  return async <T>(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<T> => {
    let response: Response;
    try {
      response = await fetcher(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(options.token ? { authorization: options.token } : {}),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        cache: 'no-store',
      });
    } catch {
      throw new ApiFailure(0, 'network', 'No connection');
    }
    let envelope: { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown } | undefined;
    try {
      envelope = (await response.json()) as typeof envelope;
    } catch {
      envelope = undefined;
    }
    if (response.ok && envelope?.success === true) return envelope.value as T;
    const errorCode =
      typeof envelope?.errorCode === 'string'
        ? envelope.errorCode
        : response.status >= 500
          ? 'unknown'
          : 'request.invalid';
    throw new ApiFailure(
      response.status,
      errorCode,
      typeof envelope?.message === 'string' ? envelope.message : response.statusText,
    );
  };
}
