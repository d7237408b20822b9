import * as v from 'valibot';
import { record } from './valibot-rules';

// valibot mirror of the contract's failure envelope: the transport sits on the home route's critical path, where
// zod's core would cost more than the budget allows. schemas.test.ts keeps the two identical.
export const failureSchema = v.object({
  success: v.literal(false),
  errorCode: v.string(),
  message: v.string(),
  fields: v.optional(record(v.string(), v.string())),
  value: v.optional(record(v.string(), v.unknown())),
});
