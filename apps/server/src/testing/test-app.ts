import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { deepMerge } from '../config/deep-merge';
import { DEMO_MERCHANT } from '../config/demo-merchant';
import type { AppConfig } from '../config/load-config';
import { merchantConfigSchema } from '../config/merchant-schema';

export type TestConfigOptions = {
  databaseUrl?: string | undefined;
  /** Merged over the demo merchant, like a MERCHANT_CONFIG file. */
  merchant?: Record<string, unknown>;
} & Partial<Omit<AppConfig, 'merchant' | 'databaseUrl'>>;

/** A configuration on a fresh in-memory database (or `databaseUrl`), silent logs and no built web app. */
export function testConfig({ merchant = {}, databaseUrl, ...overrides }: TestConfigOptions = {}): AppConfig {
  return {
    production: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    databaseUrl,
    redisUrl: process.env.REDIS_URL || undefined,
    webDist: join(tmpdir(), `palaro-no-web-${randomBytes(4).toString('hex')}`),
    logLevel: 'silent',
    testCodes: { captcha: undefined, sms: undefined },
    encryptionPrivateKey: undefined,
    apiRateLimit: 1000,
    lotteryLiabilityCap: 5_000_000n,
    // official draws wait for operators, as the lottery's tests drive them; a test of the demo feed turns it on
    lotteryDemoResults: false,
    merchant: merchantConfigSchema.parse(deepMerge(DEMO_MERCHANT, merchant)),
    ...overrides,
  };
}

/** An app for `app.inject`, with its own Redis key prefix so parallel test files never share counters. */
export function buildTestApp(options: TestConfigOptions & Omit<BuildOptions, 'config'> = {}): Promise<FastifyInstance> {
  const { countryResolver, limits, logStream, redisPrefix, db, clock, smsProvider, jobs, chat, ...configOptions } =
    options;
  return buildApp({
    config: testConfig(configOptions),
    ...(db ? { db } : {}),
    redisPrefix: redisPrefix ?? `palaro-test:${randomBytes(6).toString('hex')}:`,
    ...(countryResolver ? { countryResolver } : {}),
    ...(limits ? { limits } : {}),
    ...(logStream ? { logStream } : {}),
    ...(clock ? { clock } : {}),
    ...(smsProvider ? { smsProvider } : {}),
    ...(chat ? { chat } : {}),
    // the job queue stays off unless a test is about jobs: an app that never runs them starts and closes faster
    jobs: jobs ?? { run: false },
  });
}
