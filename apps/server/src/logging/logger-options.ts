import type { FastifyReply, FastifyRequest } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import { redactQueryValues, redactUrl } from './redact-url';
import { REDACTED, SENSITIVE_LOG_PATHS } from './sensitive-names';

/** Every string in a serialized error (message, stack, causes) with sensitive query values redacted. */
function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactQueryValues(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, depth + 1)]));
}

/**
 * A request is logged as its method, URL (bearer values redacted), host and client address, an answer as its status:
 * never a header, so no Authorization, Cookie, Set-Cookie or Location reaches the log.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url, request.params),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
  err: (error: Error) => redactStrings(stdSerializers.err(error)),
};

/** The server's pino options: JSON lines at `level`, bearer values kept out (sensitive-names.ts has the rule). */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    serializers: logSerializers,
    redact: { paths: SENSITIVE_LOG_PATHS, censor: REDACTED },
    hooks: {
      // a URL quoted in a message (Fastify's "Route GET:<url> not found") loses its bearer values too
      logMethod(args, method) {
        const text = args.some((arg) => typeof arg === 'string' && arg.includes('='));
        method.apply(
          this,
          text ? (args.map((arg) => (typeof arg === 'string' ? redactQueryValues(arg) : arg)) as typeof args) : args,
        );
      },
    },
    ...(stream ? { stream } : {}),
  };
}
