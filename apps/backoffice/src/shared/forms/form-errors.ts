import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { UNSAFE_TEXT_MESSAGE } from '@palaro/contract';
import type { z } from 'zod';
import { ApiError } from '../api/api-error';

/**
 * Plain words for the contract's length rules, for the forms' zod resolver: the schemas stay the contract's, only the
 * wording of a broken rule is the back office's (a rule that carries its own message, like free text's, keeps it).
 */
export function friendlyIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'too_small')
    return issue.minimum === 1 ? 'Required' : `At least ${String(issue.minimum)} characters`;
  if (issue.code === 'too_big') return `At most ${String(issue.maximum)} characters`;
  return undefined;
}

/** The free-text rule's own message (it takes no other) in the words an operator at a text box needs. */
export function freeTextWording(message: string): string {
  return message === UNSAFE_TEXT_MESSAGE ? 'One line only: line breaks and control characters cannot be sent' : message;
}

/**
 * Puts the server's field errors (`fields` of the envelope, e.g. `texts.EN.title`) on the form's fields; what matches
 * no field of the form is answered as a list for the form's own error line.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly string[],
  setError: UseFormSetError<T>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const rest: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    const target = fieldNames.find((name) => name === field || name.startsWith(`${field}.`));
    if (target) setError(target as Path<T>, { type: 'server', message });
    else rest.push(`${field}: ${message}`);
  }
  return rest;
}
