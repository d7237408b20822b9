import {
  API,
  customerSecurityQuestionsSchema,
  paymentPasswordResetByQuestionsSchema,
  securityAnswersSetSchema,
  securityConfigSchema,
  securityQuestionsSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callLimit } from '../../plugins/rate-limits';
import { authenticated, authOf } from '../sessions';
import type { SecurityQuestionService } from './service';

/** Calls per IP and minute that hash or verify answers and passwords (each costs several argon2 runs). */
export const SECURITY_ANSWER_CALLS_PER_MINUTE = 10;

/** Security-question calls of real members (trial accounts get 403 member.trial); both writing calls are sealed. */
export const securityQuestionRoutes: FastifyPluginAsyncZod<{ questions: SecurityQuestionService }> = async (
  app,
  { questions },
) => {
  const member = authenticated('member');
  const answerLimit = callLimit(app, 'security-answers', SECURITY_ANSWER_CALLS_PER_MINUTE);

  app.get(
    API.securityConfig,
    { ...member, schema: { response: { 200: successSchema(securityConfigSchema) } } },
    async () => ok(await questions.config()),
  );
  app.get(
    API.securityQuestions,
    { ...member, schema: { response: { 200: successSchema(securityQuestionsSchema) } } },
    async (request) => ok(await questions.list(request.language)),
  );
  app.get(
    API.customerSecurityQuestions,
    { ...member, schema: { response: { 200: successSchema(customerSecurityQuestionsSchema) } } },
    async (request) => ok(await questions.mine(authOf(request).accountId, request.language)),
  );
  app.post(
    API.customerSecurityQuestions,
    {
      ...member,
      onRequest: answerLimit,
      schema: { response: { 200: successSchema(customerSecurityQuestionsSchema) } },
    },
    async (request) => {
      const accountId = authOf(request).accountId;
      await questions.setAnswers(accountId, await app.openSealed(request, securityAnswersSetSchema));
      return ok(await questions.mine(accountId, request.language));
    },
  );
  app.post(
    API.paymentPasswordResetByQuestions,
    { ...member, onRequest: answerLimit, schema: { response: { 200: successSchema(z.null()) } } },
    async (request) => {
      await questions.resetPaymentPassword(
        authOf(request).accountId,
        await app.openSealed(request, paymentPasswordResetByQuestionsSchema),
      );
      return ok(null);
    },
  );
};
