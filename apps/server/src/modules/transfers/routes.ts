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
import { authOf } from '../../plugins/session-auth';
import type { TransferService } from './service';
import { walletTransferJson } from './transfer-json';

/** Main wallet <-> game wallets; trial sessions too (their play money is on the ledger like real money). */
export const transferRoutes: FastifyPluginAsyncZod<{ transfers: TransferService }> = async (app, { transfers }) => {
  const session = { preHandler: app.requireSession };
  app.get(API.walletTransferVendors, { ...session, schema: { response: { 200: successSchema(transferVendorsSchema) } } }, async (request) =>
    ok(await transfers.vendors(authOf(request).accountId)),
  );
  app.post(
    API.walletTransfer,
    {
      ...session,
      schema: { body: walletTransferRequestSchema, response: { 200: successSchema(walletTransferValueSchema) } },
      // only the 200 answer has a schema; errors keep the app's error handler and serializer
      serializerCompiler: () => (data) => walletTransferJson(data as Parameters<typeof walletTransferJson>[0]),
    },
    async (request) => ok(await transfers.transfer(authOf(request).accountId, request.body)),
  );
  app.post(
    API.walletTransferRecoverAll,
    { ...session, schema: { body: recoverAllRequestSchema, response: { 200: successSchema(recoverAllValueSchema) } } },
    async (request) => ok(await transfers.recoverAll(authOf(request).accountId, request.body.requestId)),
  );
};
