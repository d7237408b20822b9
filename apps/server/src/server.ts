// Boots the server: checks the configuration, builds the app, listens, and shuts down gracefully.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError } from './config/config-error';
import { loadConfig, type AppConfig } from './config/load-config';
import { DEFAULT_POOL_SIZE } from './db/postgres-driver';
import { warmPostingConnections } from './modules/ledger/repository-post-set';

/** How long SIGTERM waits for in-flight requests before giving up. */
const DRAIN_TIMEOUT_MS = 10_000;

function fail(headline: string, lines: string[]): never {
  console.error([headline, ...lines.map((line) => `  - ${line}`)].join('\n'));
  process.exit(1);
}

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail('Palaro cannot start: the configuration is wrong.', error.problems);
    throw error;
  }
}

const config = configOrExit();
const app = await buildApp({ config }).catch((error: unknown) =>
  fail('Palaro cannot start:', [error instanceof Error ? error.message : String(error)]),
);

// every pool connection open and the ledger's posting function ready on each before the first request comes in
await warmPostingConnections(app.db, config.databaseUrl ? (config.databasePoolSize ?? DEFAULT_POOL_SIZE) : 1).catch((error: unknown) =>
  app.log.warn({ err: error }, 'database connections not warmed'),
);

closeWithGrace(
  { delay: DRAIN_TIMEOUT_MS, logger: { error: (message: unknown) => app.log.error(message) } },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down: draining requests');
    await app.close();
    app.log.info('stopped');
  },
);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close().catch(() => undefined);
  fail('Palaro cannot start:', [error instanceof Error ? error.message : String(error)]);
}
