import { HEADER, failureSchema } from '@palaro/contract';
import type { z } from 'zod';
import { sessionStore } from '../session/session-store';
import { apiUrl } from './api-base';
import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | undefined;

export type RequestOptions<T> = {
  /** The contract's schema of the answer's `value`. */
  schema: z.ZodType<T>;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
};

const NO_ANSWER = 'The server could not be reached. Check the connection and try again.';

/** The path with the query's set values (empty strings and undefined left out). */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function headers(json: boolean): Headers {
  const result = new Headers({ accept: 'application/json' });
  const token = sessionStore.token();
  // the operator API takes the raw token, without a "Bearer" prefix
  if (token) result.set(HEADER.authorization, token);
  if (json) result.set('content-type', 'application/json');
  return result;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The failure an answer stands for: the envelope's code, message and fields, or the HTTP status alone. */
function failureOf(payload: unknown, status: number): ApiError {
  const failure = failureSchema.safeParse(payload);
  if (failure.success) {
    const { errorCode, message, fields } = failure.data;
    return new ApiError(errorCode, message, status, fields);
  }
  return new ApiError('http.failed', `The server answered HTTP ${status}`, status);
}

/** A 401 ends the session in this tab, with the server's word for why. */
function endSessionOn401(status: number, error: ApiError): void {
  if (status !== 401) return;
  const reason = error.message.replace(/\.?$/, '.');
  sessionStore.signOut(`${reason} Please sign in again.`);
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(apiUrl(path), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', NO_ANSWER, 0);
  }
}

/** One operator call: sends the token, unwraps the envelope and checks `value` against the contract. */
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { schema, method = 'GET', query, body, signal } = options;
  const response = await send(withQuery(path, query), {
    method,
    headers: headers(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload = await readJson(response);
  const envelope = payload as { success?: unknown; value?: unknown } | undefined;
  if (!response.ok || envelope?.success !== true) {
    const error = failureOf(payload, response.status);
    endSessionOn401(response.status, error);
    throw error;
  }
  const parsed = schema.safeParse(envelope.value);
  if (!parsed.success) throw new ApiError('response.invalid', 'The server answered in an unexpected form', 200);
  return parsed.data;
}

/** A file behind the operator session (an image a player sent), as a Blob. */
export async function requestBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send(path, { headers: headers(false), signal });
  if (!response.ok) {
    const error = failureOf(await readJson(response), response.status);
    endSessionOn401(response.status, error);
    throw error;
  }
  return response.blob();
}
