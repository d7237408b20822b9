import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { securityQuestionRoutes } from './routes-player';
import { createSecurityQuestionService } from './service';

/** The player's security questions and answers, which reset a forgotten payment password. */
export const securityQuestionsModule = fp(
  async (app: FastifyInstance) => {
    const questions = createSecurityQuestionService({
      db: app.db,
      merchant: app.config.merchant,
      paymentPasswords: app.withdrawals.paymentPasswords,
    });
    await app.register(securityQuestionRoutes, { questions });
  },
  { name: 'security-questions', dependencies: ['withdrawals', 'sessions'] },
);
