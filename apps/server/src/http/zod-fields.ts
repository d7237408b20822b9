import type { z } from 'zod';

/** Field path -> first problem, for the `fields` of a 400 envelope. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'value';
    fields[field] ??= issue.message;
  }
  return fields;
}
