import {
  OPS_API,
  opsAdjustmentSchema,
  opsAdjustmentValueSchema,
  opsPlayerWalletSchema,
  successSchema,
} from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forOperators, operatorOf } from '../operators';
import type { WalletDesk } from './service-ops';

/** Players' wallets on the operator API: a look for support, adjustments for admins. */
export const walletOpsRoutes: FastifyPluginAsyncZod<{ desk: WalletDesk }> = async (app, { desk }) => {
  app.post(
    OPS_API.adjustments,
    {
      ...forOperators('admin'),
      schema: { body: opsAdjustmentSchema, response: { 200: successSchema(opsAdjustmentValueSchema) } },
    },
    async (request) => ok(await desk.adjust(operatorOf(request), request.body)),
  );
  app.get(
    '/ops/players/:username/wallet',
    {
      ...forOperators('support'),
      schema: {
        params: z.object({ username: z.string().min(1).max(64) }),
        response: { 200: successSchema(opsPlayerWalletSchema) },
      },
    },
    async (request) => ok(await desk.playerWallet(request.params.username)),
  );
};
