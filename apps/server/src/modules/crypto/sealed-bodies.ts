import { HEADER } from '@palaro/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { loadKeyRing, type KeyRing } from './key-ring';
import { createSealedBodyOpener } from './sealed-body-service';
import type { Clock } from '../../security/clock';

declare module 'fastify' {
  interface FastifyInstance {
    keyRing: KeyRing;
    /** The decrypted, checked data of an encrypted request body; refuses bad, stale and replayed bodies. */
    openSealed<T extends z.ZodType>(request: FastifyRequest, schema: T): Promise<z.output<T>>;
  }
}

/** The server key pair and `openSealed` for calls with encrypted bodies (login, register, withdraw, ...). */
export const sealedBodies = fp(
  async (app: FastifyInstance, options: { envJwk: string | undefined; dataDir: string; clock: Clock }) => {
    const keyRing = await loadKeyRing(options);
    const open = createSealedBodyOpener({ keyRing, kv: app.kv, now: options.clock });
    app.decorate('keyRing', keyRing);
    app.decorate('openSealed', <T extends z.ZodType>(request: FastifyRequest, schema: T) => {
      const header = request.headers[HEADER.encryption];
      return open(typeof header === 'string' ? header : undefined, request.body, schema);
    });
  },
  { name: 'sealed-bodies', dependencies: ['key-value'] },
);
