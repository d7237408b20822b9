import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { runMigrations } from '../db/migrate';
import { openDb } from '../db/open-db';
import { seedDemoAccounts } from '../db/seed/seed-demo-accounts';
import { seedDemoCatalogue } from '../db/seed/seed-demo-catalogue';
import { seedDemoContent } from '../db/seed/seed-demo-content';
import { seedLedger } from '../db/seed/seed-ledger';
import { createLedgerService } from '../modules/ledger/service';

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
};

/** Opens the database, brings its schema up to date and seeds the demo content once; a failure fails the start. */
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
      if (await seedDemoContent(db, options.merchant)) app.log.info({ merchant: options.merchant.code }, 'demo content seeded');
      if (await seedDemoCatalogue(db, options.merchant.code)) app.log.info({ merchant: options.merchant.code }, 'demo game catalogue seeded');
      if (await seedDemoAccounts(db, options.merchant.code)) app.log.info({ merchant: options.merchant.code }, 'demo accounts seeded');
      if (await seedLedger(db, createLedgerService(db), options.merchant)) app.log.info({ merchant: options.merchant.code }, 'demo balance credited');
    } catch (error) {
      if (owned) await db.close();
      throw error;
    }
    app.decorate('db', db);
    if (owned) app.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);
