import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inboxOpsRoutes } from './routes-ops';
import { inboxRoutes } from './routes-player';
import { createInboxService } from './service';
import { createInboxDesk } from './service-ops';
import { createInboxSender, type InboxSender } from './service-send';

export type { PlayerMessage, Sent } from './service-send';
/** The inbox's face for other modules: a message to one account in the caller's transaction. */
export type InboxSendToPlayer = InboxSender['sendToPlayer'];

declare module 'fastify' {
  interface FastifyInstance {
    inbox: {
      /**
       * Sends a message to one account inside the caller's transaction (the feedback module's answers); refused with
       * inbox.invalid without the merchant's default language, inbox.player.unknown for a trial or unknown account.
       */
      sendToPlayer: InboxSendToPlayer;
    };
  }
}

/**
 * The player's inbox (SPEC 2.1 /m/webEmail, 2.3 "Message centre", 6, 7.3): messages to one player, a segment or
 * everyone, delivered when sent; members read, mark and delete theirs (trial sessions are refused); operators send
 * and withdraw them with sanitised HTML.
 */
export const inboxModule = fp(
  async (app: FastifyInstance) => {
    const { db, clock } = app;
    const { merchantCode: merchant, defaultLanguage } = app.config.merchant;
    const sender = createInboxSender({ merchant, defaultLanguage, clock });
    app.decorate('inbox', { sendToPlayer: sender.sendToPlayer });
    await app.register(inboxRoutes, { inbox: createInboxService({ db, defaultLanguage, clock }) });
    await app.register(inboxOpsRoutes, {
      desk: createInboxDesk({
        db,
        merchant,
        defaultLanguage,
        clock,
        audit: app.operators.audit,
        sender,
        players: app.accounts.players,
      }),
    });
  },
  { name: 'inbox', dependencies: ['accounts', 'sessions', 'operators'] },
);
