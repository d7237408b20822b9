import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADER } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Keeps an upstream proxy's request id when it looks like one (it lands in every log line), else a fresh UUID. */
export function genReqId(raw: IncomingMessage): string {
  const incoming = raw.headers[HEADER.requestId];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id so a client report can be matched to the logs. */
export const requestIds = fp(
  async (app: FastifyInstance) => {
    // callback form: an async hook costs every request a promise for one header
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(HEADER.requestId, request.id);
      done();
    });
  },
  { name: 'request-ids' },
);
