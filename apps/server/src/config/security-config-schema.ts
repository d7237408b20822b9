import { z } from 'zod';

/** Security questions: how many a player answers, and whether the answers may replace a forgotten withdrawal password. */
export const securityQuestionsConfigSchema = z.strictObject({
  required: z
    .number()
    .int('expected a whole number')
    .min(1, 'expected at least 1 question')
    .max(5, 'expected at most 5 questions'),
  resetWithdrawalPassword: z.boolean(),
});

export type SecurityQuestionsConfig = z.infer<typeof securityQuestionsConfigSchema>;

export const DEMO_SECURITY_QUESTIONS_CONFIG: SecurityQuestionsConfig = { required: 3, resetWithdrawalPassword: true };
