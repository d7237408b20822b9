import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../http/api-error';
import { failure, isApiPath } from '../http/envelope';
import { toFailure } from '../http/to-failure';
import type { RateLimits } from './rate-limits';

/** One error handler for the whole app, and rate-limited 404s; the client never sees a stack trace. */
export const errorHandling = fp(
  async (app: FastifyInstance, options: { limits: RateLimits }) => {
    app.setErrorHandler(async (error, request, reply) => {
      const { statusCode, body } = toFailure(error);
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ errorCode: body.errorCode, statusCode }, 'request refused');
      return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
    });

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: options.limits.notFoundMax, timeWindow: options.limits.windowMs }) },
      async (request, reply) => {
        if (isApiPath(request.url)) return reply.code(404).send(failure('not.found', MESSAGES.notFound));
        return reply.code(404).type('text/plain; charset=utf-8').send(MESSAGES.notFound);
      },
    );
  },
  { name: 'error-handling', dependencies: ['rate-limits'] },
);
