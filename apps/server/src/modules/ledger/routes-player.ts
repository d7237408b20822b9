import { API, successSchema, walletSummarySchema } from '@palaro/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { authenticated, authOf } from '../sessions';
import type { WalletService } from './wallet-service';

/** Wallet calls of the player; money itself moves only through the ledger service. */
export const walletRoutes: FastifyPluginAsyncZod<{ wallets: WalletService }> = async (app, { wallets }) => {
  // trial sessions too: their play money is on the ledger like real money
  app.get(
    API.wallets,
    { ...authenticated('session'), schema: { response: { 200: successSchema(walletSummarySchema) } } },
    async (request) => ok(await wallets.summary(authOf(request).accountId)),
  );
};
