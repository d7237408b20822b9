import {
  API,
  recoverAllRequestSchema,
  recoverAllValueSchema,
  successSchema,
  transferVendorsSchema,
  walletTransferRequestSchema,
  walletTransferValueSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { authenticated, authOf } from '../sessions';
import type { TransferService } from './service';
import { walletTransferJson } from './transfer-json';

/** Main wallet <-> game wallets; trial sessions too (their play money is on the ledger like real money). */
export const transferRoutes: FastifyPluginAsyncZod<{ transfers: TransferService }> = async (app, { transfers }) => {
  const session = authenticated('session');
  app.get(
    API.walletTransferVendors,
    { ...session, schema: { response: { 200: successSchema(transferVendorsSchema) } } },
    async (request) => ok(await transfers.vendors(authOf(request).accountId)),
  );
  app.post(
    API.walletTransfer,
    {
      // the posting checks the session in its own statement: no look-up of its own for a token seen before
      ...authenticated('identify'),
      schema: { body: walletTransferRequestSchema, response: { 200: successSchema(walletTransferValueSchema) } },
      // only the 200 answer has a schema; errors keep the app's error handler and serializer
      serializerCompiler: () => (data) => walletTransferJson(data as Parameters<typeof walletTransferJson>[0]),
    },
    async (request) => {
      try {
        return ok(await transfers.transfer(authOf(request).accountId, request.body, app.sessionGuardOf(request)));
      } catch (error) {
        // a refusal before the posting (not a transfer wallet, say) must not hide that the session has ended
        await app.confirmSession(request);
        throw error;
      }
    },
  );
  app.post(
    API.walletTransferRecoverAll,
    { ...session, schema: { body: recoverAllRequestSchema, response: { 200: successSchema(recoverAllValueSchema) } } },
    async (request) => ok(await transfers.recoverAll(authOf(request).accountId, request.body.requestId)),
  );
};
