import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the server drains, answers close their connection: a kept-alive socket that turns idle after
 * close() began would otherwise hold the shutdown open until the keep-alive timeout.
 */
export const gracefulClose = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
