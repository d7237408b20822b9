import type { z } from 'zod';
import { invalidRequest } from '../../http/api-error';
import { zodFields } from '../../http/zod-fields';

/** Checks input against a contract schema by hand (routes that answer from a cache before any validation). */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalidRequest(undefined, zodFields(parsed.error));
  return parsed.data;
}
