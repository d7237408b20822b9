import { join } from 'node:path';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { backOfficeRoutes } from './back-office/routes';
import { SIMULATOR_PROVIDER } from './config/built-in-providers';
import { DEFAULT_BACKOFFICE_DIST, DEFAULT_LOTTO_DIST } from './config/env';
import type { AppConfig } from './config/load-config';
import type { Db } from './db/db';
import { demoBalance } from './db/seed/plugin-demo-balance';
import { RequestLog } from './http/request-log';
import { toFailure } from './http/to-failure';
import { jobQueue } from './jobs/plugin';
import { loggerOptions } from './logging/logger-options';
import { accountsModule } from './modules/accounts';
import { aboutModule } from './modules/about';
import { announcementsModule } from './modules/announcements';
import { chatModule, type ChatOptions } from './modules/chat';
import { attemptsModule } from './modules/attempts';
import { cryptoModule } from './modules/crypto';
import { demoImagesModule } from './modules/demo-images';
import { feedbackModule } from './modules/feedback';
import { gameWalletModule } from './modules/game-wallet';
import { gamesModule } from './modules/games';
import { helpModule } from './modules/help';
import { inboxModule } from './modules/inbox';
import { ledgerModule } from './modules/ledger';
import { lotteryModule } from './modules/lottery';
import { memberModule } from './modules/member';
import { operatorsModule } from './modules/operators';
import { originalsServerModule } from './modules/originals-server';
import { paymentsModule } from './modules/payments';
import { registrationModule } from './modules/registration';
import { reportsModule } from './modules/reports';
import { securityQuestionsModule } from './modules/security-questions';
import { sessionsModule } from './modules/sessions';
import { socialLoginModule } from './modules/social-login';
import { systemModule, type CountryResolver } from './modules/system';
import { transfersModule } from './modules/transfers';
import { verificationModule, type SmsProvider } from './modules/verification';
import { withdrawalsModule } from './modules/withdrawals';
import { apiHeaders } from './plugins/api-headers';
import { database } from './plugins/database';
import { errorHandling } from './plugins/error-handling';
import { gracefulClose } from './plugins/graceful-close';
import { keyValue } from './plugins/key-value';
import { maintenanceGate } from './plugins/maintenance';
import { playerApiLimit } from './plugins/player-api-limit';
import { NOT_FOUND_PER_MINUTE, rateLimits, type RateLimits } from './plugins/rate-limits';
import { genReqId, requestIds } from './plugins/request-ids';
import { securityHeaders } from './plugins/security-headers';
import { providerSimulator } from './provider-simulator/routes';
import { systemClock, type Clock } from './security/clock';
import { inlineScriptHashes } from './web-app/inline-script-hashes';
import { webAppRoutes } from './web-app/routes';
import { lottoAppRoutes } from './lotto-app/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The time sessions, codes, counters and jobs go by (tests move it forward). */
    clock: Clock;
  }
}

export type AppOptions = {
  config: AppConfig;
  /** Where the client's country comes from; the merchant's country header by default. */
  countryResolver?: CountryResolver;
  limits?: Partial<RateLimits>;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisPrefix?: string;
  /** An open database to use instead of opening one from the configuration. */
  db?: Db;
  /** The time sessions, codes and counters go by; tests move it forward. */
  clock?: Clock;
  /** Where SMS codes go instead of MERCHANT_CONFIG `sms` (tests read them here). */
  smsProvider?: SmsProvider;
  /** Whether this instance runs the background jobs (yes when left out) and how often it looks for them. */
  jobs?: { run: boolean; tickMs?: number };
  /** The live chat's socket timings (tests check sessions more often). */
  chat?: Pick<ChatOptions, 'sockets'>;
};

/**
 * The whole app as a plugin: the cross-cutting plugins, then every domain module through its index.ts, in the order of
 * their declared dependencies (docs/architecture.md sections 1 and 3), then the demo pieces, the web app and the back
 * office.
 */
export const palaroApp = fp(
  async (app: FastifyInstance, options: AppOptions) => {
    const { config } = options;
    const { merchant } = config;
    const limits: RateLimits = {
      apiMax: config.apiRateLimit,
      callFactor: config.callLimitFactor ?? 1,
      notFoundMax: NOT_FOUND_PER_MINUTE,
      windowMs: 60_000,
      ...options.limits,
    };
    const redisPrefix = options.redisPrefix ?? 'palaro:';
    app.decorate('config', config);
    app.decorate('clock', options.clock ?? systemClock);

    await app.register(requestIds);
    await app.register(gracefulClose);
    await app.register(securityHeaders, {
      imageCDNs: merchant.imageCDNs,
      scriptHashes: inlineScriptHashes(join(config.webDist, 'index.html')),
      https: merchant.trustProxy,
    });
    await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
    // before every route, so an upgrade request to any other address is closed; the chat's sockets only receive the
    // auth frame, hence the small frame limit
    await app.register(websocket, { options: { maxPayload: 4096 } });
    await app.register(database, {
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      dataDir: config.dataDir,
      merchant: { code: merchant.merchantCode, name: merchant.name, currency: merchant.currency },
      db: options.db,
      demo: !config.production,
    });
    await app.register(jobQueue, options.jobs ?? { run: true });
    // the key-value store lives in the database when no Redis is configured
    await app.register(keyValue, { redisUrl: config.redisUrl, redisPrefix });
    await app.register(rateLimits, { redisPrefix, callFactor: limits.callFactor });
    await app.register(apiHeaders, { merchant });
    await app.register(maintenanceGate, { enabled: merchant.maintenance });
    await app.register(errorHandling, { limits });
    await app.register(playerApiLimit, { limits });

    await app.register(cryptoModule);
    await app.register(attemptsModule);
    await app.register(accountsModule);
    await app.register(verificationModule, { smsProvider: options.smsProvider });
    await app.register(sessionsModule);
    await app.register(operatorsModule);
    await app.register(ledgerModule);
    if (!config.production) await app.register(demoBalance);
    await app.register(registrationModule);
    await app.register(socialLoginModule);
    await app.register(systemModule, { countryResolver: options.countryResolver });
    await app.register(memberModule);
    await app.register(gamesModule);
    await app.register(gameWalletModule);
    await app.register(originalsServerModule);
    await app.register(reportsModule);
    await app.register(paymentsModule);
    await app.register(withdrawalsModule);
    await app.register(securityQuestionsModule);
    await app.register(transfersModule);
    await app.register(announcementsModule);
    await app.register(helpModule);
    await app.register(aboutModule);
    await app.register(inboxModule);
    await app.register(feedbackModule);
    await app.register(chatModule, { redisPrefix, sockets: options.chat?.sockets });
    await app.register(lotteryModule);

    // the simulated providers run in this process but reach the wallet only over HTTP, like any outside provider
    await app.register(providerSimulator, {
      provider: SIMULATOR_PROVIDER,
      secret: app.gameWallet.secrets.secretOf(SIMULATOR_PROVIDER) ?? '',
      walletUrl: config.simulatorWalletUrl,
    });
    await app.register(demoImagesModule);
    await app.register(webAppRoutes, { webDist: config.webDist });
    await app.register(backOfficeRoutes, { dist: config.backofficeDist ?? DEFAULT_BACKOFFICE_DIST });
    await app.register(lottoAppRoutes, { dist: config.lottoDist ?? DEFAULT_LOTTO_DIST });
  },
  { name: 'palaro' },
);

export type BuildOptions = AppOptions & {
  /** Log destination; standard output by default. */
  logStream?: DestinationStream;
};

/** A ready-to-listen (or inject) app; routes may still be added before the first request. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.config.logLevel, options.logStream),
    trustProxy: options.config.merchant.trustProxy,
    // opening PGlite, migrating and seeding a fresh data dir can outlast Fastify's 10 s default on a busy machine
    pluginTimeout: 120_000,
    genReqId,
    requestIdHeader: false,
    logController: new RequestLog(),
    // malformed URLs fail before routing; they get the envelope too
    frameworkErrors: (error, _request, reply) => {
      const { statusCode, body } = toFailure(error);
      void (reply as FastifyReply).code(statusCode).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(palaroApp, options);
  return app;
}
