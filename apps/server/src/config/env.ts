import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** DATA_DIR value that keeps the embedded database in memory (tests). */
export const IN_MEMORY = ':memory:';
/** The web app's build output, found relative to this source file. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** The Originals game pages' build output, found relative to this source file. */
export const DEFAULT_ORIGINALS_DIST = fileURLToPath(new URL('../../../originals/dist', import.meta.url));
/** The back office's build output, found relative to this source file. */
export const DEFAULT_BACKOFFICE_DIST = fileURLToPath(new URL('../../../backoffice/dist', import.meta.url));
/** The lottery pages' build output, found relative to this source file. */
export const DEFAULT_LOTTO_DIST = fileURLToPath(new URL('../../../lotto/dist', import.meta.url));

const optional = z.string().min(1).optional();
const NOT_IN_PRODUCTION = {
  TEST_CAPTCHA_CODE: 'not allowed when NODE_ENV=production (it would let anyone pass every check)',
  TEST_SMS_CODE: 'not allowed when NODE_ENV=production (it would let anyone pass every check)',
  LOTTERY_FAST_DRAW_SECONDS: "not allowed when NODE_ENV=production (it changes every interval game's draws)",
  LOTTERY_DEMO_RESULTS: 'not allowed when NODE_ENV=production (production has no demo results)',
} as const;

const envSchema = z
  .object({
    NODE_ENV: optional,
    PORT: z
      .string()
      .regex(/^\d{1,5}$/, 'expected a port number')
      .transform(Number)
      .refine((port) => port <= 65_535, 'expected a port number up to 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'expected a postgres:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, 'expected a number of connections from 1 to 999')
      .transform(Number)
      .default(10),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'expected a redis:// URL')
      .optional(),
    MERCHANT_CONFIG: optional,
    TEST_CAPTCHA_CODE: optional,
    TEST_SMS_CODE: optional,
    WEB_DIST: optional,
    // the built Palaro Originals game pages, served under /originals
    ORIGINALS_DIST: optional,
    // the built back office, served under /bo
    BACKOFFICE_DIST: optional,
    // the built lottery pages, served under /m/lotto-h5
    LOTTO_DIST: optional,
    // the seamless wallet as the Originals game server reaches it (default: this process, without a socket)
    ORIGINALS_WALLET_URL: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'expected an http(s) URL')
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    ENCRYPTION_PRIVATE_KEY: optional,
    // {"SIMULATOR": "<secret>", "ORIGINALS": "<secret>"}: the HMAC secret of each game server (provider code)
    PROVIDER_SECRETS: z
      .string()
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({
            code: 'custom',
            message: 'expected a JSON object of provider code -> secret',
            params: { secret: true },
          });
          return z.NEVER;
        }
      })
      .pipe(
        z.record(
          z.string().regex(/^[A-Z0-9_]{2,32}$/, 'expected provider codes of A-Z, 0-9 or _'),
          z.string().refine((secret) => secret.length >= 32, {
            message: 'expected a secret of at least 32 characters',
            params: { secret: true },
          }),
        ),
      )
      .optional(),
    // base URL of this server as the provider simulator reaches it (default: the address it listens on)
    PROVIDER_SIMULATOR_WALLET_URL: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'expected an http(s) URL')
      .optional(),
    API_RATE_LIMIT: z
      .string()
      .regex(/^[1-9]\d{0,6}$/, 'expected a whole number of calls per minute, at least 1')
      .transform(Number)
      .default(1000),
    // multiplies every per-IP limit of one kind of call (log-in, withdraw, ...), for sites where many players share an IP
    // the most the house would pay on one draw if one lottery selection wins (minor units); orders beyond it are refused
    LOTTERY_LIABILITY_CAP: z
      .string()
      .regex(/^[1-9]\d{0,17}$/, 'expected a positive whole number of minor units')
      // kept as text here (problems are reported as JSON); load-config makes it a bigint
      .default('5000000'),
    // test servers: every interval lottery game draws this often (5-60 s, dividing a day), for end-to-end runs
    LOTTERY_FAST_DRAW_SECONDS: z
      .string()
      .regex(/^\d{1,2}$/, 'expected a whole number of seconds')
      .transform(Number)
      .refine((seconds) => seconds >= 5 && seconds <= 60 && 86_400 % seconds === 0, {
        message: 'expected 5 to 60 seconds that divide a day (5, 10, 12, 15, 20, 30, 60, ...)',
      })
      .optional(),
    // the demo's official lottery results (a random result five minutes after each draw), on unless "off"; never in
    // production
    LOTTERY_DEMO_RESULTS: z.enum(['on', 'off']).optional(),
    CALL_LIMIT_FACTOR: z
      .string()
      .regex(/^[1-9]\d{0,4}$/, 'expected a whole number from 1 to 99999')
      .transform(Number)
      .default(1),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    for (const [key, message] of Object.entries(NOT_IN_PRODUCTION)) {
      if (env[key as keyof typeof NOT_IN_PRODUCTION] === undefined) continue;
      context.addIssue({ code: 'custom', path: [key], message, params: { secret: true } });
    }
  });

export type EnvInput = Record<string, string | undefined>;

/** Environment variables read by the server; empty values count as unset. */
export function parseEnv(input: EnvInput) {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, input[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  return envSchema.safeParse(present, { reportInput: true });
}

export type ParsedEnv = z.output<typeof envSchema>;

export function resolveDataDir(dataDir: string, cwd: string): string {
  return dataDir === IN_MEMORY || isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir);
}
