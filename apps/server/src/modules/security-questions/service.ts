import {
  normaliseSecurityAnswer,
  SECURITY_ANSWER_LENGTH,
  type CustomerSecurityQuestions,
  type LanguageCode,
  type PaymentPasswordResetByQuestions,
  type SecurityAnswer,
  type SecurityAnswersSet,
  type SecurityConfig,
  type SecurityQuestion,
} from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { Db } from '../../db/db';
import { moneyError } from '../../http/money-error';
import { hashPassword, verifyPassword } from '../../security/password-hasher';
import { PAYMENT_PASSWORD_TRIES, PAYMENT_PASSWORD_WINDOW_MS, type PaymentPasswordService } from '../withdrawals';
import { securityError } from './errors';
import { securityQuestionsRepository, type QuestionRow } from './repository';

type Deps = { db: Db; merchant: MerchantConfig; paymentPasswords: PaymentPasswordService };

/** Answers normalised and checked for length; a field error names each answer that does not fit. */
function normalisedAnswers(answers: readonly SecurityAnswer[]): { questionId: bigint; answer: string }[] {
  const fields: Record<string, string> = {};
  const normalised = answers.map((entry, index) => {
    const answer = normaliseSecurityAnswer(entry.answer);
    const length = [...answer].length;
    if (length < SECURITY_ANSWER_LENGTH.min || length > SECURITY_ANSWER_LENGTH.max)
      fields[`answers.${index}`] = 'security_answer_length';
    return { questionId: BigInt(entry.questionId), answer };
  });
  if (Object.keys(fields).length > 0) throw securityError('answerLength', { fields });
  return normalised;
}

/** Security questions: the merchant's list, the player's chosen ones, and the withdrawal password reset they allow. */
export function createSecurityQuestionService({ db, merchant, paymentPasswords }: Deps) {
  const repo = securityQuestionsRepository(db, merchant.merchantCode);
  const settings = merchant.securityQuestions;

  const textOf = (row: QuestionRow, language: LanguageCode) =>
    row.texts[language] ?? row.texts[merchant.defaultLanguage] ?? row.texts.EN ?? row.code;
  const view = (row: QuestionRow, language: LanguageCode): SecurityQuestion => ({
    id: String(row.id),
    code: row.code,
    text: textOf(row, language),
  });
  // a merchant that retired questions below its own requirement still lets players set what is offered
  const requiredOf = (offered: readonly QuestionRow[]) => Math.min(settings.required, offered.length);
  const required = async () => requiredOf(await repo.active());

  return {
    async config(): Promise<SecurityConfig> {
      return {
        questionsRequired: Math.max(1, await required()),
        resetsWithdrawalPassword: settings.resetWithdrawalPassword,
        answerMinLength: SECURITY_ANSWER_LENGTH.min,
        answerMaxLength: SECURITY_ANSWER_LENGTH.max,
        maxFailures: PAYMENT_PASSWORD_TRIES,
        lockMinutes: PAYMENT_PASSWORD_WINDOW_MS / 60_000,
      };
    },

    async list(language: LanguageCode): Promise<SecurityQuestion[]> {
      return (await repo.active()).map((row) => view(row, language));
    },

    async mine(accountId: bigint, language: LanguageCode): Promise<CustomerSecurityQuestions> {
      const chosen = await repo.chosen(accountId);
      const latest = chosen.reduce<Date | null>(
        (last, row) => (last && last > row.created_at ? last : row.created_at),
        null,
      );
      return {
        questionIds: chosen.map((row) => String(row.id)),
        questions: chosen.map((row) => view(row, language)),
        complete: chosen.length > 0 && chosen.length >= (await required()),
        updatedAt: latest ? latest.toISOString() : null,
      };
    },

    /** Sets or replaces every answer; the login password proves who is asking and a wrong one counts towards the lock. */
    async setAnswers(accountId: bigint, input: SecurityAnswersSet): Promise<void> {
      const active = await repo.active();
      const count = requiredOf(active);
      if (input.answers.length !== count) throw securityError('questionsCount', { value: { required: count } });
      const ids = input.answers.map((entry) => entry.questionId);
      if (new Set(ids).size !== ids.length) throw securityError('questionRepeated');
      const offered = new Set(active.map((row) => String(row.id)));
      if (ids.some((id) => !offered.has(id))) throw securityError('questionUnknown');
      const answers = normalisedAnswers(input.answers);

      await paymentPasswords.proveFor(accountId, async () => {
        const hash = await repo.loginPasswordHash(accountId);
        if (hash && (await verifyPassword(hash, input.loginPassword))) return null;
        return moneyError('loginPasswordWrong', { fields: { loginPassword: 'password_old_invalid' } });
      });
      const hashed = await Promise.all(
        answers.map(async (entry) => ({ questionId: entry.questionId, answerHash: await hashPassword(entry.answer) })),
      );
      await repo.replace(accountId, hashed);
    },

    /** A new withdrawal password, proven by answering every chosen question; wrong answers count towards its lock. */
    async resetPaymentPassword(accountId: bigint, input: PaymentPasswordResetByQuestions): Promise<void> {
      if (!settings.resetWithdrawalPassword) throw securityError('resetDisabled');
      const chosen = await repo.chosen(accountId);
      if (chosen.length === 0) throw securityError('questionsMissing');
      const given = new Map(input.answers.map((entry) => [entry.questionId, entry.answer]));
      if (given.size !== input.answers.length) throw securityError('questionRepeated');
      if (given.size !== chosen.length) throw securityError('questionsCount', { value: { required: chosen.length } });
      if (chosen.some((row) => !given.has(String(row.id)))) throw securityError('questionUnknown');

      await paymentPasswords.resetProven(accountId, input, async () => {
        // every answer is checked, right or wrong, so the time taken tells nothing about which one failed
        const checks = await Promise.all(
          chosen.map((row) =>
            verifyPassword(row.answer_hash, normaliseSecurityAnswer(given.get(String(row.id)) ?? '')),
          ),
        );
        return checks.every(Boolean) ? null : securityError('answersWrong');
      });
    },
  };
}

export type SecurityQuestionService = ReturnType<typeof createSecurityQuestionService>;
