// `npm run ops -- create-admin <username>`: the first admin of a merchant, written straight into the database (the
// operator API needs an operator to sign in). Reads the same configuration as the server (DATABASE_URL, DATA_DIR,
// MERCHANT_CONFIG); on the embedded database stop the server first: PGlite files have one writer at a time.
import { ConfigError } from '../src/config/config-error';
import { loadConfig } from '../src/config/load-config';
import { runMigrations } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { seedDemoContent } from '../src/db/seed/seed-demo-content';
import { AdminRefused, createAdmin } from '../src/modules/operators';
import { readHidden } from './hidden-input';

/** Environment variable a script can give the password in instead of typing it. */
export const ADMIN_PASSWORD_ENV = 'PALARO_ADMIN_PASSWORD';

async function passwordFromTerminal(): Promise<string> {
  const fromEnv = process.env[ADMIN_PASSWORD_ENV];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new AdminRefused(`no terminal to type the password in: set ${ADMIN_PASSWORD_ENV}`);
  const first = await readHidden('Password for the new admin: ');
  const again = await readHidden('The same password again: ');
  if (first !== again) throw new AdminRefused('the two passwords differ');
  return first;
}

/** Runs the command; the messages it throws as AdminRefused are for the person at the terminal. */
export async function createAdminCommand(username: string | undefined): Promise<string> {
  if (!username) throw new AdminRefused('missing user name: npm run ops -- create-admin <username>');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError)
      throw new AdminRefused(['the configuration is wrong:', ...error.problems].join('\n  - '));
    throw error;
  }
  const password = await passwordFromTerminal();
  const { merchant } = config;
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
    onIdleError: () => undefined,
  });
  try {
    await runMigrations(db);
    // the merchant's own row, as the server's first start would make it
    await seedDemoContent(db, { code: merchant.merchantCode, name: merchant.name });
    const admin = await createAdmin(db, merchant.merchantCode, { username, password });
    return `created admin ${admin.username} for merchant ${merchant.merchantCode}; sign in with: npm run ops -- login ${admin.username}`;
  } finally {
    await db.close();
  }
}
