import { z } from 'zod';
import { freeText } from './free-text';

// Security questions (SPEC 7.5: securityConfig, securityQuestions, customerSecurityQuestions): a player picks some of
// the merchant's questions and answers them; the answers can later prove who is asking, e.g. to replace a forgotten
// withdrawal password. Answers are stored only as argon2id hashes of their normalised form.

/** Answer length in characters, after normalisation. */
export const SECURITY_ANSWER_LENGTH = { min: 2, max: 64 } as const;

/**
 * The form an answer is compared in: Unicode NFKC, trimmed, runs of white space as one space, case folded.
 * "  Maria  CLARA " and "maria clara" are the same answer.
 */
export function normaliseSecurityAnswer(answer: string): string {
  // upper then lower folds case like full case folding does for ß, final sigma and the like
  return answer.normalize('NFKC').trim().replace(/\s+/gu, ' ').toUpperCase().toLowerCase();
}

const idSchema = z.string().regex(/^\d{1,19}$/, 'expected a question id');

/** Value of GET /wps/member/securityConfig: what the merchant asks of its players. */
export const securityConfigSchema = z.object({
  /** How many different questions a player answers. */
  questionsRequired: z.number().int().min(1),
  /** Whether the answers can replace a forgotten withdrawal password. */
  resetsWithdrawalPassword: z.boolean(),
  answerMinLength: z.number().int(),
  answerMaxLength: z.number().int(),
  /** Wrong answers (together with wrong withdrawal and login passwords) before the withdrawal password locks. */
  maxFailures: z.number().int(),
  lockMinutes: z.number().int(),
});
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

/** One of the merchant's questions, in the request's language. */
export const securityQuestionSchema = z.object({
  id: z.string(),
  /** Stable name of the question, e.g. "first_pet". */
  code: z.string(),
  text: z.string(),
});
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>;

/** Value of GET /wps/member/securityQuestions: the questions a player may choose from, in the merchant's order. */
export const securityQuestionsSchema = z.array(securityQuestionSchema);

/** Value of GET /wps/member/customerSecurityQuestions: the player's chosen questions, never the answers. */
export const customerSecurityQuestionsSchema = z.object({
  questionIds: z.array(z.string()),
  /** The same questions with their text, in the order the player chose them. */
  questions: z.array(securityQuestionSchema),
  /** At least as many questions as the merchant requires. */
  complete: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type CustomerSecurityQuestions = z.infer<typeof customerSecurityQuestionsSchema>;

/** One question and its answer as typed; the server normalises it. */
export const securityAnswerSchema = z.object({
  questionId: idSchema,
  answer: freeText(z.string().max(256)),
});
export type SecurityAnswer = z.infer<typeof securityAnswerSchema>;

const answersSchema = z.array(securityAnswerSchema).min(1).max(10);

/** Sealed body of POST /wps/member/customerSecurityQuestions: sets or replaces every answer, proven with the login password. */
export const securityAnswersSetSchema = z.object({
  loginPassword: z.string().min(1).max(128),
  answers: answersSchema,
});
export type SecurityAnswersSet = z.infer<typeof securityAnswersSetSchema>;

/** Sealed body of POST /wps/member/paymentPassword/reset/securityQuestions: a new withdrawal password, proven with the answers. */
export const paymentPasswordResetByQuestionsSchema = z.object({
  answers: answersSchema,
  paymentPassword: z.string().max(64),
  confirmPaymentPassword: z.string().max(64),
});
export type PaymentPasswordResetByQuestions = z.infer<typeof paymentPasswordResetByQuestionsSchema>;

// Failures of the security-question calls: HTTP status, errorCode and the server's English message. A wrong login
// password answers password.old.invalid and a lock payment.password.locked (MONEY_ERRORS), as the other password calls do.
export const SECURITY_ERRORS = {
  /** value.required: the number of different questions to answer. */
  questionsCount: {
    status: 400,
    errorCode: 'security.questions.count',
    message: 'Please answer the required number of questions',
  },
  questionUnknown: {
    status: 400,
    errorCode: 'security.question.unknown',
    message: 'Please choose one of the listed questions',
  },
  questionRepeated: {
    status: 400,
    errorCode: 'security.question.repeated',
    message: 'Please choose a different question each time',
  },
  /** fields names each answer ("answers.0") with security_answer_length. */
  answerLength: { status: 400, errorCode: 'field.invalid', message: 'Please check the highlighted fields' },
  /** The player has not chosen questions yet. */
  questionsMissing: {
    status: 400,
    errorCode: 'security.questions.missing',
    message: 'Please set your security questions first',
  },
  /** An answer does not match; it counts towards the withdrawal password lock. */
  answersWrong: { status: 400, errorCode: 'security.answers.invalid', message: 'One or more answers are incorrect' },
  /** The merchant does not let the questions replace a withdrawal password. */
  resetDisabled: {
    status: 403,
    errorCode: 'security.reset.disabled',
    message: 'Resetting with security questions is not available',
  },
} as const;

export type SecurityErrorName = keyof typeof SECURITY_ERRORS;
