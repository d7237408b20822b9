const BLANK = '******';

/**
 * A copy of `error` for the log with every occurrence of `secret` blanked, in its message and stack. Its cause and
 * other fields are left out: whatever a provider attached (a request, an answer) may hold the secret too.
 */
export function withoutSecret(error: unknown, secret: string): Error {
  const blank = (text: string) => text.split(secret).join(BLANK);
  const source = error instanceof Error ? error : new Error(String(error));
  const copy = new Error(blank(source.message));
  copy.name = source.name;
  copy.stack = source.stack === undefined ? undefined : blank(source.stack);
  return copy;
}
