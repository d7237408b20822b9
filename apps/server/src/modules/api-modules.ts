import type { FastifyInstance } from 'fastify';
import { apiRateLimit } from '../plugins/api-rate-limit';
import { sessionAuth } from '../plugins/session-auth';
import type { RateLimits } from '../plugins/rate-limits';
import { createAccountServices, type AccountServiceOptions } from './account-services';
import { attemptsJobs } from './attempts/jobs';
import { accountRoutes } from './accounts/routes';
import { cryptoRoutes } from './crypto/routes';
import { gamesRoutes } from './games/routes';
import { playerGameRoutes } from './games/routes-player';
import { launchRoutes } from './game-wallet/routes-launch';
import { walletRoutes } from './ledger/routes';
import { iconFileRoutes } from './member/routes-icon-files';
import { memberRoutes } from './member/routes';
import { createMoneyServices, moneyModules } from './money-services';
import { passwordRoutes } from './member/routes-password';
import { sessionsJobs } from './sessions/jobs';
import { sessionRoutes } from './sessions/routes';
import { socialLoginRoutes } from './social-login/routes';
import type { CountryResolver } from './system/country-resolver';
import { systemRoutes } from './system/routes';
import { verificationJobs } from './verification/jobs';
import { verificationRoutes } from './verification/routes';

type Options = { limits: RateLimits; countryResolver: CountryResolver } & AccountServiceOptions;

/** The domain modules answering /wps and /lgw calls, under one per-IP rate limit; each new domain registers here. */
export async function apiModules(api: FastifyInstance, options: Options): Promise<void> {
  api.addHook('onRequest', apiRateLimit(api, options.limits));
  const services = createAccountServices(api, { clock: options.clock, smsProvider: options.smsProvider });
  const housekeeping = { db: api.db, merchant: api.config.merchant.merchantCode, clock: options.clock };
  for (const job of [...sessionsJobs(housekeeping), ...verificationJobs(housekeeping), ...attemptsJobs(housekeeping)])
    api.jobs.add(job);
  await api.register(sessionAuth, { sessions: services.sessions });

  await api.register(systemRoutes, {
    countryResolver: options.countryResolver,
    identityProviders: services.social.configured(),
  });
  await api.register(cryptoRoutes);
  await api.register(gamesRoutes);
  await api.register(playerGameRoutes);
  await api.register(launchRoutes);
  await api.register(sessionRoutes, { services });
  await api.register(socialLoginRoutes, { services });
  await api.register(accountRoutes, { services });
  await api.register(verificationRoutes, { services });
  await api.register(memberRoutes, { services });
  await api.register(passwordRoutes, { services });
  await api.register(iconFileRoutes, { services });
  await api.register(walletRoutes, { wallets: services.wallets });
  await moneyModules(api, createMoneyServices(api, services, options.clock), options.clock);
}
