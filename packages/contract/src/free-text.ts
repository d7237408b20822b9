import type { z } from 'zod';
import { SAFE_TEXT_PATTERN, UNSAFE_TEXT_MESSAGE } from './text-characters';

export { hasUnsafeText, SAFE_TEXT_PATTERN, UNSAFE_TEXT_CHARACTERS, UNSAFE_TEXT_MESSAGE } from './text-characters';

/**
 * The rule of every free-text field of a request (names, references, remarks, reasons, codes a person types):
 * one line with no control characters and no text-direction overrides (text-characters.ts), checked after the
 * field's own trimming. Every such field is a single line: the longest, an operator's 140-character remark or
 * reason, is shown on one line of a history row and of the operator CLI's tables.
 */
export function freeText<T extends z.ZodString>(schema: T): T {
  return schema.regex(SAFE_TEXT_PATTERN, UNSAFE_TEXT_MESSAGE);
}
