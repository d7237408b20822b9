import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { runMigrations } from '../db/migrate';
import { openDb } from '../db/open-db';
import { demoPeopleSeeded } from '../db/seed/demo-markers';
import { seedDemoAbout } from '../db/seed/seed-demo-about';
import { seedDemoAccounts } from '../db/seed/seed-demo-accounts';
import { seedDemoAnnouncements } from '../db/seed/seed-demo-announcements';
import { seedDemoCatalogue } from '../db/seed/seed-demo-catalogue';
import { seedDemoContent } from '../db/seed/seed-demo-content';
import { seedDemoHelp } from '../db/seed/seed-demo-help';
import { seedDemoInbox } from '../db/seed/seed-demo-inbox';
import { seedDemoOperators } from '../db/seed/seed-demo-operators';
import { seedSecurityQuestions } from '../db/seed/seed-security-questions';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

type Options = {
  databaseUrl: string | undefined;
  poolSize?: number | undefined;
  dataDir: string;
  merchant: { code: string; name: string; currency: string };
  /** An already open database to use instead (its opener closes it). */
  db?: Db | undefined;
  /**
   * Seed the demo people (players, operators with public passwords, the demo balance), the demo announcements, help
   * centre, about-us page and the demo players' inbox messages. Off in production, where a database that already holds the demo people is refused.
   */
  demo: boolean;
};

/** Thrown when production mode meets a database seeded with the demo people. */
export class DemoDatabaseError extends Error {}

/**
 * Opens the database, brings its schema up to date and seeds the merchant's content once (and, outside production,
 * the demo people); a failure fails the start.
 */
export const database = fp(
  async (app: FastifyInstance, options: Options) => {
    const owned = !options.db;
    const db =
      options.db ??
      (await openDb({
        databaseUrl: options.databaseUrl,
        poolSize: options.poolSize,
        dataDir: options.dataDir,
        onIdleError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
      }));
    try {
      const applied = await runMigrations(db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      if (await seedDemoContent(db, options.merchant))
        app.log.info({ merchant: options.merchant.code }, 'demo content seeded');
      if (await seedDemoCatalogue(db, options.merchant.code))
        app.log.info({ merchant: options.merchant.code }, 'demo game catalogue seeded');
      if (await seedSecurityQuestions(db, options.merchant.code)) app.log.info('demo security questions seeded');
      if (options.demo) await seedDemoPeople(app, db, options.merchant);
      else await refuseDemoPeople(db, options.merchant.code);
    } catch (error) {
      if (owned) await db.close();
      throw error;
    }
    app.decorate('db', db);
    if (owned) app.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);

// their opening balance is credited once the ledger is up (db/seed/plugin-demo-balance.ts); the demo announcements,
// help centre, about-us page and the demo players' messages come with them, so production never shows them
async function seedDemoPeople(app: FastifyInstance, db: Db, merchant: Options['merchant']) {
  if (await seedDemoAccounts(db, merchant.code)) app.log.info({ merchant: merchant.code }, 'demo accounts seeded');
  if (await seedDemoOperators(db, merchant.code)) app.log.info({ merchant: merchant.code }, 'demo operators seeded');
  if (await seedDemoAnnouncements(db, merchant.code, app.clock()))
    app.log.info({ merchant: merchant.code }, 'demo announcements seeded');
  if (await seedDemoHelp(db, merchant.code, app.clock()))
    app.log.info({ merchant: merchant.code }, 'demo help centre seeded');
  if (await seedDemoAbout(db, merchant.code, app.clock()))
    app.log.info({ merchant: merchant.code }, 'demo about page seeded');
  if (await seedDemoInbox(db, merchant.code, app.clock()))
    app.log.info({ merchant: merchant.code }, 'demo inbox messages seeded');
}

// the demo operators' and players' passwords are published in the README: such a database must never serve production
async function refuseDemoPeople(db: Db, merchant: string) {
  const markers = await demoPeopleSeeded(db, merchant);
  if (markers.length === 0) return;
  throw new DemoDatabaseError(
    `this database holds the demo accounts and operators of merchant ${merchant} (seeded by a start without NODE_ENV=production), ` +
      'whose passwords are public; production needs a database that never ran as a demo (a fresh DATA_DIR or DATABASE_URL)',
  );
}
