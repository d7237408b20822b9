import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, describeIssues } from './config-error';
import { deepMerge } from './deep-merge';
import { DEMO_MERCHANT } from './demo-merchant';
import {
  DEFAULT_BACKOFFICE_DIST,
  DEFAULT_LOTTO_DIST,
  DEFAULT_ORIGINALS_DIST,
  DEFAULT_WEB_DIST,
  parseEnv,
  resolveDataDir,
  type EnvInput,
  type LOG_LEVELS,
} from './env';
import { merchantConfigSchema, type MerchantConfig } from './merchant-schema';
import { productionBase } from './production-merchant';
import { smsConfigProblems } from './sms-config-check';

export type AppConfig = {
  production: boolean;
  port: number;
  host: string;
  /** Absolute path of the embedded database and key files, or ":memory:". */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance (more lets more commits share one WAL flush). */
  databasePoolSize?: number;
  redisUrl: string | undefined;
  webDist: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Every captcha / SMS code answers to these values (never in production). */
  testCodes: { captcha: string | undefined; sms: string | undefined };
  /** JWK JSON of the RSA private key shared by every instance (else DATA_DIR/keys.json). */
  encryptionPrivateKey: string | undefined;
  /** API calls per client IP and minute. */
  apiRateLimit: number;
  /** Multiplies every per-IP limit of one kind of call (log-in, withdraw, captcha, ...). */
  callLimitFactor?: number;
  /** HMAC secret per game server (provider code); providers left out get a random secret per process. */
  providerSecrets?: Record<string, string> | undefined;
  /** Base URL the provider simulator calls the seamless wallet at; the listening address when unset. */
  simulatorWalletUrl?: string | undefined;
  /** The built Originals game pages (default apps/originals/dist). */
  originalsDist?: string | undefined;
  /** The built back office (default apps/backoffice/dist). */
  backofficeDist?: string | undefined;
  /** The built lottery pages (default apps/lotto/dist). */
  lottoDist?: string | undefined;
  /** Base URL of the seamless wallet for the Originals game server; this process itself when unset. */
  originalsWalletUrl?: string | undefined;
  /** Test servers only (never production): every interval lottery game draws this often, in seconds. */
  lotteryFastDrawSeconds?: number | undefined;
  /** Per draw and lottery selection: the most the house would pay if it wins, in minor units (default 50,000.00). */
  lotteryLiabilityCap: bigint;
  /** Official lottery draws take a demo result five minutes after their time (never in production). */
  lotteryDemoResults: boolean;
  merchant: MerchantConfig;
};

function readMerchantFile(path: string): { value?: unknown; problem?: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      problem: `MERCHANT_CONFIG: cannot read ${path} (${code === 'ENOENT' ? 'no such file' : (code ?? 'unreadable')})`,
    };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: `MERCHANT_CONFIG: ${path} is not valid JSON (${(error as Error).message})` };
  }
}

function loadMerchant(path: string | undefined, production: boolean, problems: string[]): MerchantConfig | undefined {
  const file = path ? readMerchantFile(path) : { value: {} };
  if (file.problem) {
    problems.push(file.problem);
    return undefined;
  }
  if (typeof file.value !== 'object' || file.value === null || Array.isArray(file.value)) {
    problems.push(`MERCHANT_CONFIG: ${path} must hold a JSON object`);
    return undefined;
  }
  const base = production ? productionBase(DEMO_MERCHANT) : DEMO_MERCHANT;
  const parsed = merchantConfigSchema.safeParse(deepMerge(base, file.value), { reportInput: true });
  if (!parsed.success) problems.push(...describeIssues('MERCHANT_CONFIG', parsed.error.issues));
  return parsed.data;
}

/** Reads and checks the whole configuration; throws ConfigError listing every wrong key. */
export function loadConfig(input: EnvInput = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const env = parseEnv(input);
  if (!env.success) problems.push(...describeIssues('', env.error.issues));
  const merchantPath = input.MERCHANT_CONFIG ? resolve(cwd, input.MERCHANT_CONFIG) : undefined;
  const production = input.NODE_ENV === 'production';
  const merchant = loadMerchant(merchantPath, production, problems);
  if (merchant) problems.push(...smsConfigProblems(merchant.sms, input, production));
  if (!env.data || !merchant || problems.length > 0) throw new ConfigError(problems);
  const values = env.data;
  return {
    production: values.NODE_ENV === 'production',
    port: values.PORT,
    host: values.HOST,
    dataDir: resolveDataDir(values.DATA_DIR, cwd),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    redisUrl: values.REDIS_URL,
    webDist: values.WEB_DIST ? resolve(cwd, values.WEB_DIST) : DEFAULT_WEB_DIST,
    logLevel: values.LOG_LEVEL,
    testCodes: { captcha: values.TEST_CAPTCHA_CODE, sms: values.TEST_SMS_CODE },
    encryptionPrivateKey: values.ENCRYPTION_PRIVATE_KEY,
    apiRateLimit: values.API_RATE_LIMIT,
    callLimitFactor: values.CALL_LIMIT_FACTOR,
    providerSecrets: values.PROVIDER_SECRETS,
    simulatorWalletUrl: values.PROVIDER_SIMULATOR_WALLET_URL,
    originalsDist: values.ORIGINALS_DIST ? resolve(cwd, values.ORIGINALS_DIST) : DEFAULT_ORIGINALS_DIST,
    originalsWalletUrl: values.ORIGINALS_WALLET_URL,
    backofficeDist: values.BACKOFFICE_DIST ? resolve(cwd, values.BACKOFFICE_DIST) : DEFAULT_BACKOFFICE_DIST,
    lotteryFastDrawSeconds: values.LOTTERY_FAST_DRAW_SECONDS,
    lottoDist: values.LOTTO_DIST ? resolve(cwd, values.LOTTO_DIST) : DEFAULT_LOTTO_DIST,
    lotteryLiabilityCap: BigInt(values.LOTTERY_LIABILITY_CAP),
    lotteryDemoResults: !production && values.LOTTERY_DEMO_RESULTS !== 'off',
    merchant,
  };
}
