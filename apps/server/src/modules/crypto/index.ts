import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cryptoRoutes } from './routes-player';
import { sealedBodies } from './sealed-bodies';

/**
 * Sealed request bodies (docs/decisions/0013-sealed-request-bodies.md): the server's key pair, `app.openSealed` for
 * the routes that take sealed bodies, and the call that hands out the public key.
 */
export const cryptoModule = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await app.register(sealedBodies, {
      envJwk: config.encryptionPrivateKey,
      dataDir: config.dataDir,
      clock: app.clock,
    });
    await app.register(cryptoRoutes);
  },
  { name: 'crypto', dependencies: ['key-value', 'player-api-limit'] },
);
