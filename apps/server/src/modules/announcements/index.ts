import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { announcementOpsRoutes } from './routes-ops';
import { announcementRoutes } from './routes-player';
import { createAnnouncementService } from './service';
import { createAnnouncementDesk } from './service-ops';

/**
 * Announcements (SPEC 3, 4, 7.3): banners, player notices, popups and promotions per segment, language and schedule;
 * players' reads; operators publish them with sanitised HTML.
 */
export const announcementsModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const { merchantCode: merchant, defaultLanguage } = app.config.merchant;
    await app.register(announcementRoutes, {
      announcements: createAnnouncementService({ db, merchant, defaultLanguage, clock }),
    });
    await app.register(announcementOpsRoutes, {
      desk: createAnnouncementDesk({ db, merchant, defaultLanguage, clock, audit: app.operators.audit }),
    });
  },
  { name: 'announcements', dependencies: ['sessions', 'operators'] },
);
