import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/load-config';
import type { Db } from './db/db';
import type { SmsProvider } from './modules/verification/sms-provider';
import { RequestLog } from './http/request-log';
import { loggerOptions } from './logging/logger-options';
import { toFailure } from './http/to-failure';
import { apiModules } from './modules/api-modules';
import { demoImageRoutes } from './modules/demo-images/routes';
import { gameWalletPlugin } from './modules/game-wallet/plugin';
import { originalsServerPlugin } from './modules/originals-server/plugin';
import { gameServices } from './modules/games/game-services';
import { headerCountryResolver, type CountryResolver } from './modules/system/country-resolver';
import { apiHeaders } from './plugins/api-headers';
import { database } from './plugins/database';
import { errorHandling } from './plugins/error-handling';
import { gracefulClose } from './plugins/graceful-close';
import { jobQueue } from './jobs/plugin';
import { keyValue } from './plugins/key-value';
import { maintenanceGate } from './plugins/maintenance';
import { NOT_FOUND_PER_MINUTE, rateLimits, type RateLimits } from './plugins/rate-limits';
import { genReqId, requestIds } from './plugins/request-ids';
import { sealedBodies } from './plugins/sealed-bodies';
import { securityHeaders } from './plugins/security-headers';
import { systemClock, type Clock } from './security/clock';
import { inlineScriptHashes } from './web-app/inline-script-hashes';
import { webAppRoutes } from './web-app/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
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
};

/** The whole app as a plugin: external plugins, then domain modules, then the web app. */
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
    const clock = options.clock ?? systemClock;
    app.decorate('config', config);

    await app.register(requestIds);
    await app.register(gracefulClose);
    await app.register(securityHeaders, {
      imageCDNs: merchant.imageCDNs,
      scriptHashes: inlineScriptHashes(join(config.webDist, 'index.html')),
      https: merchant.trustProxy,
    });
    await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
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
    await app.register(sealedBodies, { envJwk: config.encryptionPrivateKey, dataDir: config.dataDir, clock });
    await app.register(apiHeaders, { merchant });
    await app.register(maintenanceGate, { enabled: merchant.maintenance });
    await app.register(errorHandling, { limits });

    await app.register(gameServices);
    await app.register(gameWalletPlugin, { clock });
    await app.register(originalsServerPlugin, { clock });
    await app.register(apiModules, {
      limits,
      countryResolver: options.countryResolver ?? headerCountryResolver(merchant.countryHeader),
      clock,
      smsProvider: options.smsProvider,
    });
    await app.register(demoImageRoutes);
    await app.register(webAppRoutes, { webDist: config.webDist });
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
