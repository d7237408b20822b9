import { API, publicKeySchema, successSchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

/** The public half of the server's encryption key, for sealing request bodies. */
export const cryptoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.encryptionKey, { schema: { response: { 200: successSchema(publicKeySchema) } } }, async () =>
    ok({ keyId: app.keyRing.keyId, jwk: { ...app.keyRing.publicJwk } }),
  );
};
