import { z } from 'zod';

/** Error codes the server may answer with; the web app maps them to messages. Account and session codes: ACCOUNT_ERRORS. */
export const ERROR_CODES = [
  'login.not.session',
  'request.invalid',
  'request.encryption',
  'request.replayed',
  'merchant.unknown',
  'permission.denied',
  'rate.limited',
  'not.found',
  'system.maintenance',
  'system.region.restricted',
  'unknown',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});

export const failureSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  /** Field-level details for 400s: which field broke which rule. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Extra machine-readable hints, e.g. `{ captcha: true }` after a failed login. */
  value: z.record(z.string(), z.unknown()).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export function successSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
export type Success<T> = { success: true; value: T };
export type Envelope<T> = Success<T> | Failure;
