import * as v from 'valibot';

/** MC_SESSION_INFO as stored after a log-in (SPEC 3, "Session info"); read before the first screen, so not zod. */
export const sessionInfoSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  merchantCode: v.string(),
  userName: v.string(),
  type: v.number(),
  firstTimeLogin: v.boolean(),
  id: v.optional(v.union([v.string(), v.number()])),
  customerId: v.optional(v.union([v.string(), v.number()])),
});
export type SessionInfo = v.InferOutput<typeof sessionInfoSchema>;
