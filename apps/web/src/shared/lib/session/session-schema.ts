import * as z from 'zod/mini';

/** MC_SESSION_INFO as stored after a log-in (SPEC 3, "Session info"). */
export const sessionInfoSchema = z.object({
  token: z.string().check(z.minLength(1)),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.number(),
  firstTimeLogin: z.boolean(),
  id: z.optional(z.union([z.string(), z.number()])),
  customerId: z.optional(z.union([z.string(), z.number()])),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
