import type { FastifyInstance } from 'fastify';
import { seedSecurityQuestions } from '../../db/seed/seed-security-questions';
import { securityQuestionRoutes } from './routes';
import type { SecurityQuestionService } from './service';

/** Seeds the merchant's demo questions once, then registers the security-question calls. */
export async function securityQuestionModule(api: FastifyInstance, questions: SecurityQuestionService): Promise<void> {
  if (await seedSecurityQuestions(api.db, api.config.merchant.merchantCode))
    api.log.info('demo security questions seeded');
  await api.register(securityQuestionRoutes, { questions });
}
