import { sha256Hex } from '../../security/tokens';
import type { JsonValue, PostRequest } from './types';

/** JSON with object keys sorted at every level, so equal content always gives equal text. */
function canonical(value: JsonValue | undefined): string {
  if (value === undefined || value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
}

/** SHA-256 (hex) of what a post asks for; entry order does not matter, amounts are exact. */
export function requestHash(request: PostRequest): string {
  const entries = [...request.entries]
    .sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0))
    .map((entry) => [entry.account.toString(), entry.amount.toString()]);
  const content = canonical({
    merchant: request.merchant,
    kind: request.kind,
    reference: request.reference,
    entries,
    metadata: request.metadata ?? {},
  });
  return sha256Hex(content);
}
