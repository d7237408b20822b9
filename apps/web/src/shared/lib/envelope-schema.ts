import * as z from 'zod/mini';

// zod/mini mirror of the contract's failure envelope: the transport sits on the home route's critical path,
// where the classic zod runtime would cost more than the budget allows. A test keeps the two identical.
export const failureSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  value: z.optional(z.record(z.string(), z.unknown())),
});
