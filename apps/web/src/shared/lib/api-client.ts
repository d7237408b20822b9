import type { StandardSchemaV1 } from '@standard-schema/spec';
import { DEVICE_INSTALLED_APP, HEADER } from '@palaro/contract/headers';
import { withQuery } from '../config/paths';
import { ApiError } from './api-error';
import { takeEarlyCall } from './early-calls';
import { failureSchema } from './envelope-schema';
import { isInstalledWebApp } from './environment';
import { currentLanguage } from './i18n/i18n';
import { apiUrl, getMerchantCode, send } from './request-context';
import { notifySessionExpired } from './session-expired';
import { useSessionStore } from './session/session-store';

/** Any Standard Schema (valibot, zod/mini, the contract's zod) describing a call's `value`. */
export type ApiSchema<T> = StandardSchemaV1<unknown, T>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | undefined;

export type RequestOptions<T> = {
  schema: ApiSchema<T>;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The platform's request headers (docs/architecture.md section 5). */
export function buildHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ accept: 'application/json' });
  const session = useSessionStore.getState().session;
  const merchant = getMerchantCode() ?? session?.merchantCode;
  if (merchant) headers.set(HEADER.merchant, merchant);
  // The platform expects the raw token, without a "Bearer" prefix.
  if (session?.token) headers.set(HEADER.authorization, session.token);
  headers.set(HEADER.language, currentLanguage());
  if (isInstalledWebApp()) headers.set(HEADER.device, DEVICE_INSTALLED_APP);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

async function readPayload(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

// Through the Standard Schema interface, so the transport on the first screen carries no validation library.
function validate<T>(schema: ApiSchema<T>, value: unknown): Promise<StandardSchemaV1.Result<T>> {
  return Promise.resolve(schema['~standard'].validate(value));
}

async function toFailure(payload: unknown, status: number): Promise<ApiError> {
  const failure = await validate(failureSchema, payload);
  if (!failure.issues) return new ApiError(failure.value.errorCode, failure.value.message, status, failure.value.value);
  return new ApiError(status >= 500 ? 'unknown' : 'response.invalid', 'Unknown error', status);
}

function expireSession(): void {
  if (!useSessionStore.getState().session) return;
  useSessionStore.getState().logout();
  notifySessionExpired();
}

/** One call: sends the headers, unwraps the envelope and validates `value`; failures throw ApiError. */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { schema, method = 'GET', query, body, headers, signal } = options;
  const extra = body === undefined ? headers : { 'content-type': 'application/json', ...headers };
  const stringQuery = Object.fromEntries(
    Object.entries(query ?? {}).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
  const url = apiUrl(withQuery(path, stringQuery));
  // a plain GET the page's first script already sent with the same headers is not sent twice
  const early = method === 'GET' && extra === undefined ? await takeEarlyCall(url) : undefined;
  const response =
    early ??
    (await send(url, {
      method,
      headers: buildHeaders(extra),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));
  const payload = await readPayload(response);
  if (response.status === 401) expireSession();
  const envelope = payload as { success?: unknown; value?: unknown } | undefined;
  if (!response.ok || envelope?.success !== true) throw await toFailure(payload, response.status);
  const parsed = await validate(schema, envelope.value);
  if (parsed.issues) throw new ApiError('response.invalid', 'Unknown error', response.status);
  return parsed.value;
}

export function apiGet<T>(
  path: string,
  schema: ApiSchema<T>,
  query?: RequestOptions<T>['query'],
  signal?: AbortSignal,
): Promise<T> {
  return request(path, { schema, query, signal });
}

export function apiPost<T>(path: string, schema: ApiSchema<T>, body?: unknown): Promise<T> {
  return request(path, { schema, method: 'POST', body });
}
