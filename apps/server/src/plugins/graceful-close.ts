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
    // callback form: runs on every answer, and an async hook would cost each one a promise
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
