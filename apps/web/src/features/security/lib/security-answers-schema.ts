import * as z from 'zod/mini';
import type { FieldRule } from '@palaro/contract/account-rules';
import { normaliseSecurityAnswer, type SecurityConfig } from '@palaro/contract/security-questions';
import { paymentPasswordRule } from '../../../shared/lib/forms/payment-password-schema';
import { ruleString, safeText } from '../../../shared/lib/forms/rule-schema';

export type AnswerSlot = { questionId: string; answer: string };
export type SecurityAnswersValues = { slots: AnswerSlot[]; loginPassword: string };
export type ResetByQuestionsValues = { answers: string[]; paymentPassword: string; confirmPaymentPassword: string };

type Lengths = Pick<SecurityConfig, 'answerMinLength' | 'answerMaxLength'>;

/** An answer as the server will compare it: normalised, then within the merchant's length. */
function answerString(lengths: Lengths) {
  return z.string().check(
    safeText(),
    z.superRefine((value, context) => {
      const length = [...normaliseSecurityAnswer(value)].length;
      if (length === 0) context.addIssue({ code: 'custom', message: 'security:form.answerRequired', input: value });
      else if (length < lengths.answerMinLength || length > lengths.answerMaxLength)
        context.addIssue({ code: 'custom', message: 'security:form.answerLength', input: value });
    }),
  );
}

/** Choosing questions: each slot a different question with an answer, and the login password to prove it is the player. */
export function makeSecurityAnswersSchema(lengths: Lengths) {
  return z
    .object({
      slots: z.array(
        z.object({
          questionId: ruleString(undefined, 'security:form.questionRequired'),
          answer: answerString(lengths),
        }),
      ),
      loginPassword: ruleString(undefined, 'security:form.loginRequired'),
    })
    .check(
      z.superRefine((values, context) => {
        const seen = new Set<string>();
        values.slots.forEach((slot, index) => {
          if (slot.questionId && seen.has(slot.questionId)) {
            context.addIssue({
              code: 'custom',
              path: ['slots', index, 'questionId'],
              message: 'security:form.questionRepeated',
              input: values,
            });
          }
          seen.add(slot.questionId);
        });
      }),
    );
}

/** A forgotten withdrawal password: an answer to each chosen question and the new password typed twice. */
export function makeResetByQuestionsSchema(lengths: Lengths, rule: FieldRule | undefined) {
  return z
    .object({
      answers: z.array(answerString(lengths)),
      paymentPassword: ruleString(paymentPasswordRule(rule), 'money:password.required'),
      confirmPaymentPassword: ruleString(undefined, 'money:password.confirmRequired'),
    })
    .check(
      z.superRefine((values, context) => {
        const confirm = values.confirmPaymentPassword.trim();
        if (confirm && confirm !== values.paymentPassword.trim()) {
          context.addIssue({
            code: 'custom',
            path: ['confirmPaymentPassword'],
            message: 'in_confirmation_correct',
            input: values,
          });
        }
      }),
    );
}
