import {
  PROVIDER_HEADERS,
  PROVIDER_SIGNATURE_MAX_SKEW_MS,
  PROVIDER_WALLET_PATHS,
  walletBalanceRequestSchema,
  walletBetRequestSchema,
  walletEndRoundRequestSchema,
  walletEndSessionRequestSchema,
  walletRollbackRequestSchema,
  walletSessionRequestSchema,
  walletWinRequestSchema,
} from '@palaro/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../http/envelope';
import { invalidRequest } from '../../http/api-error';
import { parseInput } from '../games';
import { walletApiError } from './errors';
import { signatureMatches, type ProviderSecrets } from './provider-secrets';
import type { LaunchService } from './service-launch';
import type { WalletService } from './service-wallet';

type Options = { secrets: ProviderSecrets; wallet: WalletService; launches: LaunchService; clock: () => number };

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const WALLET_BODY_LIMIT = 16 * 1024;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The seamless wallet API for game servers under /gw/wallet: every body signed with the provider's secret
 * and freshly timestamped; refused calls change nothing.
 */
export const providerWalletRoutes: FastifyPluginAsync<Options> = async (app, { secrets, wallet, launches, clock }) => {
  // a signed call is small whatever type it declares: nothing past this is read, JSON or not
  app.addHook('onRoute', (route) => {
    route.bodyLimit = WALLET_BODY_LIMIT;
  });
  // the signature covers the exact bytes sent, so the body is kept as text before parsing
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WALLET_BODY_LIMIT },
    (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(invalidRequest('Malformed JSON'), undefined);
      }
    },
  );

  /** The provider code of a correctly signed, fresh call, with its body checked against `schema`. */
  function verified<T extends z.ZodType>(request: FastifyRequest, schema: T): { provider: string; body: z.output<T> } {
    const provider = header(request, PROVIDER_HEADERS.provider)?.trim() ?? '';
    const secret = secrets.secretOf(provider);
    if (!secret) throw walletApiError('providerUnknown');
    if (
      request.rawBody === undefined ||
      !signatureMatches(secret, request.rawBody, header(request, PROVIDER_HEADERS.signature))
    ) {
      throw walletApiError('signatureInvalid');
    }
    const timestamp = (request.body as { timestamp?: unknown } | null)?.timestamp;
    if (typeof timestamp !== 'number' || Math.abs(clock() - timestamp) > PROVIDER_SIGNATURE_MAX_SKEW_MS)
      throw walletApiError('timestampStale');
    return { provider, body: parseInput(schema, request.body) };
  }

  app.post(PROVIDER_WALLET_PATHS.session, async (request) => {
    const { provider, body } = verified(request, walletSessionRequestSchema);
    return ok(await launches.exchange(provider, body.launchToken));
  });
  app.post(PROVIDER_WALLET_PATHS.balance, async (request) => {
    const { provider, body } = verified(request, walletBalanceRequestSchema);
    return ok(await wallet.balance(provider, body.sessionId));
  });
  app.post(PROVIDER_WALLET_PATHS.bet, async (request) => {
    const { provider, body } = verified(request, walletBetRequestSchema);
    return ok(await wallet.bet(provider, body));
  });
  app.post(PROVIDER_WALLET_PATHS.win, async (request) => {
    const { provider, body } = verified(request, walletWinRequestSchema);
    return ok(await wallet.win(provider, body));
  });
  app.post(PROVIDER_WALLET_PATHS.rollback, async (request) => {
    const { provider, body } = verified(request, walletRollbackRequestSchema);
    return ok(await wallet.rollback(provider, body));
  });
  app.post(PROVIDER_WALLET_PATHS.endRound, async (request) => {
    const { provider, body } = verified(request, walletEndRoundRequestSchema);
    return ok(await wallet.endRound(provider, body));
  });
  app.post(PROVIDER_WALLET_PATHS.endSession, async (request) => {
    const { provider, body } = verified(request, walletEndSessionRequestSchema);
    return ok(await wallet.endSession(provider, body.sessionId));
  });
};
