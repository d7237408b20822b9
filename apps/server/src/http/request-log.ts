import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of this route that succeed within SLOW_ANSWER_MS are not logged one by one (the hot lobby reads). */
    quietWhenFast?: boolean;
  }
}

/** An answer slower than this is logged even on a quiet route. */
export const SLOW_ANSWER_MS = 100;

const quiet = (request: FastifyRequest) => request.routeOptions.config.quietWhenFast === true;

/**
 * Fastify's request log, except on quiet routes: there a request logs nothing when it comes in, and one line with
 * the request, the status and the time when it failed, was refused or was slow. Every line still carries the request
 * id; a routine success costs no log work.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (!quiet(request)) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!quiet(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const responseTime = reply.elapsedTime;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else if (reply.statusCode >= 400 || responseTime >= SLOW_ANSWER_MS)
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
  }
}
