import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

// E2E_PORT_BASE lets two runs on one machine keep out of each other's way (ports and data dirs).
const portBase = Number(process.env.E2E_PORT_BASE ?? 3190);

/** One real server per merchant configuration the tests need, each on a fresh data dir. */
export const ports = {
  main: portBase,
  maintenance: portBase + 1,
  region: portBase + 2,
  accounts: portBase + 3,
  games: portBase + 4,
  content: portBase + 5,
  lottery: portBase + 6,
} as const;
export type ServerName = keyof typeof ports;

/** How often the 'lottery' server's interval games draw (LOTTERY_FAST_DRAW_SECONDS); sales close a fifth before. */
export const LOTTERY_FAST_DRAW_SECONDS = 15;

export function baseUrl(name: ServerName): string {
  return `http://127.0.0.1:${ports[name]}`;
}

/**
 * The start command of server `name`: its merchant configuration, and `env` for settings that are not the merchant's
 * (LOTTERY_FAST_DRAW_SECONDS, ...), added to the test environment every server gets.
 */
export function serverCommand(
  name: ServerName,
  merchantConfig: Record<string, unknown>,
  env: Record<string, string> = {},
) {
  const dataDir = join(root, `.tmp/e2e-data-${portBase}/${name}`);
  // The config is evaluated by every test worker too, so the data dir is wiped by the command itself.
  mkdirSync(dataDir, { recursive: true });
  const configFile = join(dataDir, '..', `${name}-merchant.json`);
  writeFileSync(configFile, JSON.stringify(merchantConfig));
  return {
    command: `rm -rf '${dataDir}' && mkdir -p '${dataDir}' && node scripts/start.mjs`,
    cwd: root,
    url: `${baseUrl(name)}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(ports[name]),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MERCHANT_CONFIG: configFile,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TEST_CAPTCHA_CODE: '1234',
      TEST_SMS_CODE: '123456',
      ...env,
    },
  };
}
