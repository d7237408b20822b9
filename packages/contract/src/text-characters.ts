// Free of zod on purpose: the web app's forms and the operator CLI use the same characters without the schema runtime.

/**
 * The characters no free-text field takes, as a character-class body: C0 controls (tab and line feed among them),
 * DEL and the C1 controls (which a terminal obeys: ESC starts a cursor or screen command, U+009B is a one-byte CSI),
 * the line and paragraph separators, and the bidirectional embeddings, overrides and isolates that make text read
 * other than it is stored.
 */
const UNSAFE = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';

/** Text with none of the unsafe characters (the empty string included). */
export const SAFE_TEXT_PATTERN = new RegExp(`^[^${UNSAFE}]*$`);

/** Every unsafe character of a text, for escaping them one by one. */
export const UNSAFE_TEXT_CHARACTERS = new RegExp(`[${UNSAFE}]`, 'g');

export function hasUnsafeText(text: string): boolean {
  return !SAFE_TEXT_PATTERN.test(text);
}

/** What a request answers, in `fields`, for a value with an unsafe character. */
export const UNSAFE_TEXT_MESSAGE = 'expected a single line without control characters or text-direction overrides';
