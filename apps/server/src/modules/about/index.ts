import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { aboutOpsRoutes } from './routes-ops';
import { aboutRoutes } from './routes-player';
import { createAboutService } from './service';
import { createAboutDesk } from './service-ops';

/**
 * The about-us page (SPEC 1, 2.1): mission, ambassador, five images and vision per language; players and guests read
 * it, operators replace it whole.
 */
export const aboutModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const { merchantCode: merchant, defaultLanguage } = app.config.merchant;
    await app.register(aboutRoutes, { about: createAboutService({ db, merchant, defaultLanguage }) });
    await app.register(aboutOpsRoutes, {
      desk: createAboutDesk({ db, merchant, defaultLanguage, clock, audit: app.operators.audit }),
    });
  },
  { name: 'about', dependencies: ['operators'] },
);
