import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { feedbackOpsRoutes } from './routes-ops';
import { feedbackRoutes } from './routes-player';
import { createFeedbackService } from './service';
import { createFeedbackDesk } from './service-ops';

/**
 * Feedback (SPEC 2.3, 3, 5, 7.2): a member's question with a description and up to three images behind a captcha;
 * operators read the queue and answer each once, into the player's inbox.
 */
export const feedbackModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const { merchantCode: merchant, defaultLanguage } = app.config.merchant;
    const feedback = createFeedbackService({
      db,
      merchant,
      clock,
      captchas: app.verification.captchas,
    });
    await app.register(feedbackRoutes, { feedback });
    await app.register(feedbackOpsRoutes, {
      desk: createFeedbackDesk({
        db,
        merchant,
        defaultLanguage,
        clock,
        audit: app.operators.audit,
        players: app.accounts.players,
        sendToPlayer: app.inbox.sendToPlayer,
      }),
    });
  },
  { name: 'feedback', dependencies: ['accounts', 'inbox', 'sessions', 'verification', 'operators'] },
);
