import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { helpOpsRoutes } from './routes-ops';
import { helpRoutes } from './routes-player';
import { createHelpService } from './service';
import { createHelpDesk } from './service-ops';

/**
 * The help centre (SPEC 2.3, 3, 7.2): titled sections with child sections per language, a tag to open one by (terms,
 * privacy, faq); players' and guests' reads; operators write them with sanitised HTML.
 */
export const helpModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const { merchantCode: merchant, defaultLanguage } = app.config.merchant;
    await app.register(helpRoutes, { help: createHelpService({ db, merchant, defaultLanguage }) });
    await app.register(helpOpsRoutes, {
      desk: createHelpDesk({ db, merchant, defaultLanguage, clock, audit: app.operators.audit }),
    });
  },
  { name: 'help', dependencies: ['operators'] },
);
