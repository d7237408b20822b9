import { isSensitiveName, REDACTED } from './sensitive-names';

// a `name=value` pair after `?` or `&`: in a URL, or in a URL quoted inside a message
const QUERY_PAIR = /([?&])([^=&?#\s"'<>]+)=([^&#\s"'<>]*)/g;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `text` with the value of every query parameter of a sensitive name (see sensitive-names.ts) replaced by [redacted]. */
export function redactQueryValues(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(QUERY_PAIR, (pair: string, separator: string, name: string) =>
    isSensitiveName(decoded(name)) ? `${separator}${name}=${REDACTED}` : pair,
  );
}

/**
 * A request URL as the log keeps it: sensitive query values redacted, and so is every path segment that holds a route
 * parameter of a sensitive name (`/sandbox-gateway/pay/:token`).
 */
export function redactUrl(url: string, params?: unknown): string {
  const redacted = redactQueryValues(url);
  if (!params || typeof params !== 'object') return redacted;
  const hidden = Object.entries(params)
    .filter(([name, value]) => typeof value === 'string' && value !== '' && isSensitiveName(name))
    .map(([, value]) => value as string);
  if (hidden.length === 0) return redacted;
  const queryAt = redacted.indexOf('?');
  const path = queryAt < 0 ? redacted : redacted.slice(0, queryAt);
  const segments = path.split('/').map((segment) => (hidden.includes(decoded(segment)) ? REDACTED : segment));
  return segments.join('/') + (queryAt < 0 ? '' : redacted.slice(queryAt));
}
