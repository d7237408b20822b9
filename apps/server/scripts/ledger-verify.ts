// npm run ledger:verify: recomputes every balance from its entries; exits 1 on any difference, 2 if it cannot check.
// On the embedded database stop the server first: PGlite files have one writer at a time.
import { join } from 'node:path';
import { IN_MEMORY, resolveDataDir } from '../src/config/env';
import { openDb } from '../src/db/open-db';
import { verifyLedger } from '../src/modules/ledger';
import { reportLines } from '../src/modules/ledger';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolveDataDir(process.env.DATA_DIR || './data', process.cwd());
const where = databaseUrl
  ? `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`
  : `PGlite ${join(dataDir, 'pglite')}`;

async function main(): Promise<number> {
  if (!databaseUrl && dataDir === IN_MEMORY) throw new Error('DATA_DIR=:memory: holds no ledger to check');
  const db = await openDb({ databaseUrl, dataDir, onIdleError: () => undefined });
  try {
    const { rows } = await db.query<{ present: boolean }>(
      "SELECT to_regclass('ledger_entries') IS NOT NULL AS present",
    );
    if (!rows[0]?.present) throw new Error('no ledger tables here; start the server once so its migrations run');
    const report = await verifyLedger(db);
    console.log(reportLines(report, where).join('\n'));
    return report.differences.length === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`ledger:verify on ${where} could not run: ${error instanceof Error ? error.message : String(error)}`);
  return 2;
});
