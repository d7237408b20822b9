// Boots the server: checks the configuration, builds the app, listens, and shuts down gracefully.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError } from './config/config-error';
import { loadConfig, type AppConfig } from './config/load-config';
import { DEFAULT_POOL_SIZE } from './db/postgres-driver';
import { logSink } from './logging/log-sink';
import { warmPostingConnections } from './modules/ledger';

/** How long SIGTERM waits for in-flight requests before giving up. */
const DRAIN_TIMEOUT_MS = 10_000;
/** How long the last log lines get to reach the log's reader before the process exits without them. */
const LOG_FLUSH_TIMEOUT_MS = 2_000;
/** When the process exits on SIGTERM whatever is still going on: the drain, the last log lines and a margin. */
const SHUTDOWN_DEADLINE_MS = DRAIN_TIMEOUT_MS + LOG_FLUSH_TIMEOUT_MS + 1_000;

const log = logSink();

/** Exits once the log lines written so far are out, or after LOG_FLUSH_TIMEOUT_MS: the log is written asynchronously. */
async function exitAfterLogs(code: number): Promise<never> {
  await log.end(LOG_FLUSH_TIMEOUT_MS);
  process.exit(code);
}

function fail(headline: string, lines: string[]): Promise<never> {
  console.error([headline, ...lines.map((line) => `  - ${line}`)].join('\n'));
  return exitAfterLogs(1);
}

async function configOrExit(): Promise<AppConfig> {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail('Palaro cannot start: the configuration is wrong.', error.problems);
    throw error;
  }
}

const config = await configOrExit();
const app = await buildApp({ config, logStream: log.stream }).catch((error: unknown) =>
  fail('Palaro cannot start:', [error instanceof Error ? error.message : String(error)]),
);

// every pool connection open and the ledger's posting function ready on each before the first request comes in
await warmPostingConnections(app.db, config.databaseUrl ? (config.databasePoolSize ?? DEFAULT_POOL_SIZE) : 1).catch(
  (error: unknown) => app.log.warn({ err: error }, 'database connections not warmed'),
);

/** Whether the app closed (every in-flight request answered) within DRAIN_TIMEOUT_MS. */
async function drained(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DRAIN_TIMEOUT_MS);
  });
  const closed = await Promise.race([app.close().then(() => true), timeout]);
  clearTimeout(timer);
  return closed;
}

// close-with-grace's own deadline exits whatever the shutdown below is waiting on
closeWithGrace(
  { delay: SHUTDOWN_DEADLINE_MS, logger: { error: (message: unknown) => app.log.error(message) } },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down: draining requests');
    const closed = await drained();
    if (closed) app.log.info('stopped');
    else
      app.log.error(
        { drainTimeoutMs: DRAIN_TIMEOUT_MS },
        'requests still in flight at the drain deadline: stopping without them',
      );
    await exitAfterLogs(closed && !err ? 0 : 1);
  },
);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close().catch(() => undefined);
  await fail('Palaro cannot start:', [error instanceof Error ? error.message : String(error)]);
}
