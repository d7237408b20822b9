import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { fileOwner, findWrites, tableWrites } from './table-writes.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const owners = {
  tables: {
    accounts: { owner: 'accounts' },
    sessions: { owner: 'sessions' },
    withdrawals: { owner: 'withdrawals' },
    key_values: { owner: 'kv' },
    seed_runs: { owner: 'db' },
  },
  functions: { ledger_post: { owner: 'ledger' } },
  schemas: { pgboss: { owner: 'jobs' } },
  places: {
    kv: { face: 'kv/key-value-store.ts' },
    jobs: { face: 'jobs/job-queue.ts' },
    db: { face: 'db/migrate.ts and db/seed' },
  },
};
const options = [{ owners }];
const inModule = (module, file = 'repository.ts') => `/repo/apps/server/src/modules/${module}/${file}`;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('table-writes', tableWrites, {
  valid: [
    // the owner writes its own tables
    { code: "db.query('INSERT INTO accounts (id) VALUES ($1)')", filename: inModule('accounts'), options },
    { code: 'db.query(`UPDATE accounts SET name = $2 WHERE id = $1`)', filename: inModule('accounts'), options },
    {
      code: "db.query('DELETE FROM key_values WHERE key = $1')",
      filename: '/repo/apps/server/src/kv/store.ts',
      options,
    },
    // reading is free
    {
      code: "db.query('SELECT * FROM accounts a JOIN sessions s ON s.account_id = a.id')",
      filename: inModule('withdrawals'),
      options,
    },
    // row locks, upserts of the own table and trigger or foreign key wording are no writes of another table
    {
      code: "db.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE')",
      filename: inModule('withdrawals'),
      options,
    },
    {
      code: "db.query('SELECT 1 FROM accounts FOR NO KEY UPDATE OF accounts')",
      filename: inModule('withdrawals'),
      options,
    },
    {
      code: "db.query('INSERT INTO withdrawals (id) VALUES ($1) ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id')",
      filename: inModule('withdrawals'),
      options,
    },
    {
      code: "const s = 'account_id bigint REFERENCES accounts ON DELETE CASCADE ON UPDATE CASCADE'",
      filename: inModule('withdrawals'),
      options,
    },
    // a commented-out write is none
    { code: "db.query('SELECT 1 -- then UPDATE accounts SET x = 1\\n')", filename: inModule('withdrawals'), options },
    // the owner calls its own writing function; anyone reads through the owner's tables
    { code: "db.query('SELECT * FROM ledger_post($1, $2)')", filename: inModule('ledger'), options },
    // a message that names the function is no call
    { code: "throw new Error('ledger_post answered nothing')", filename: inModule('games'), options },
    // files outside the server's source are not looked at
    { code: "db.query('UPDATE accounts SET x = 1')", filename: '/repo/apps/server/scripts/bench.ts', options },
    // a known violation, listed with its file and table
    {
      code: "db.query('UPDATE accounts SET x = 1')",
      filename: inModule('withdrawals'),
      options: [
        { owners, knownViolations: [{ file: 'apps/server/src/modules/withdrawals/repository.ts', table: 'accounts' }] },
      ],
    },
  ],
  invalid: [
    {
      code: "db.query('UPDATE accounts SET payment_password_hash = $2 WHERE id = $1')",
      filename: inModule('withdrawals'),
      options,
      errors: [
        {
          messageId: 'foreignWrite',
          data: { table: 'accounts', owner: 'accounts' },
        },
      ],
    },
    {
      // the message names the owner and its face
      code: "db.query('INSERT INTO sessions (id) VALUES (1)')",
      filename: inModule('accounts'),
      options,
      errors: ['table sessions is written by module sessions only; go through modules/sessions/index.ts'],
    },
    // case, whitespace, newlines, schema-qualified and quoted names
    {
      code: 'db.query(`insert\n   into\tPUBLIC . "accounts"(id) values (1)`)',
      filename: inModule('games'),
      options,
      errors: [{ messageId: 'foreignWrite' }],
    },
    {
      code: "db.query('update only accounts as a\\n set x = 1')",
      filename: inModule('games'),
      options,
      errors: [{ messageId: 'foreignWrite' }],
    },
    {
      code: "db.query('Delete From accounts WHERE id = 1')",
      filename: inModule('games'),
      options,
      errors: [{ messageId: 'foreignWrite' }],
    },
    {
      code: "db.query('TRUNCATE TABLE sessions, accounts RESTART IDENTITY')",
      filename: inModule('games'),
      options,
      errors: [
        { messageId: 'foreignWrite', data: { table: 'sessions', owner: 'sessions' } },
        { messageId: 'foreignWrite', data: { table: 'accounts', owner: 'accounts' } },
      ],
    },
    {
      code: "db.query('MERGE INTO accounts a USING x ON a.id = x.id WHEN MATCHED THEN DELETE')",
      filename: inModule('games'),
      options,
      errors: [{ messageId: 'foreignWrite' }],
    },
    // WITH ... INSERT, INSERT ... ON CONFLICT
    {
      code: 'db.query(`WITH moved AS (SELECT 1) INSERT INTO accounts (id) SELECT 1 FROM moved ON CONFLICT DO NOTHING`)',
      filename: inModule('games'),
      options,
      errors: [{ messageId: 'foreignWrite' }],
    },
    // a write split over a template's holes and a + chain
    {
      code: 'db.query(`UPDATE accounts SET ${column} = $2 WHERE id = $1`)',
      filename: inModule('games'),
      options,
      errors: [{ messageId: 'foreignWrite' }],
    },
    {
      code: "db.query('UPDATE accounts ' + 'SET x = 1 ' + where)",
      filename: inModule('games'),
      options,
      errors: [{ messageId: 'foreignWrite' }],
    },
    // places outside modules/ own tables too, and write only their own
    {
      code: "db.query('INSERT INTO key_values (key) VALUES ($1)')",
      filename: inModule('sessions', 'service.ts'),
      options,
      errors: ['table key_values is written by kv only; go through kv/key-value-store.ts'],
    },
    {
      code: "db.query('UPDATE accounts SET x = 1')",
      filename: '/repo/apps/server/src/plugins/auth.ts',
      options,
      errors: [{ messageId: 'foreignWrite' }],
    },
    {
      code: "db.query('DELETE FROM pgboss.job')",
      filename: inModule('games'),
      options,
      errors: [
        { messageId: 'foreignPlaceWrite', data: { table: 'pgboss.job', owner: 'jobs', face: 'jobs/job-queue.ts' } },
      ],
    },
    // a table that has no owner yet, a table named at run time
    {
      code: "db.query('INSERT INTO brand_new (id) VALUES (1)')",
      filename: inModule('games'),
      options,
      errors: [{ messageId: 'unknownTable', data: { table: 'brand_new' } }],
    },
    {
      code: 'db.query(`DELETE FROM ${table} WHERE id = $1`)',
      filename: inModule('games'),
      options,
      errors: [{ messageId: 'dynamicTable' }],
    },
    // another owner's writing function
    {
      code: "db.query('SELECT * FROM ledger_post($1, $2)')",
      filename: inModule('games'),
      options,
      errors: [{ messageId: 'foreignCall', data: { name: 'ledger_post', owner: 'ledger' } }],
    },
    // a listed violation that is gone must leave the list
    {
      code: "db.query('SELECT 1')",
      filename: inModule('withdrawals'),
      options: [
        { owners, knownViolations: [{ file: 'apps/server/src/modules/withdrawals/repository.ts', table: 'accounts' }] },
      ],
      errors: [{ messageId: 'staleKnownViolation' }],
    },
    // the list is per file and per table
    {
      code: "db.query('UPDATE accounts SET x = 1'); db.query('DELETE FROM sessions')",
      filename: inModule('withdrawals'),
      options: [
        { owners, knownViolations: [{ file: 'apps/server/src/modules/withdrawals/repository.ts', table: 'accounts' }] },
      ],
      errors: [{ messageId: 'foreignWrite', data: { table: 'sessions', owner: 'sessions' } }],
    },
  ],
});

describe('findWrites', () => {
  it('answers nothing for reads, locks and DDL wording', () => {
    expect(findWrites('SELECT * FROM accounts FOR UPDATE SKIP LOCKED')).toEqual([]);
    expect(findWrites('CREATE TRIGGER t AFTER INSERT OR UPDATE OR DELETE ON games FOR EACH ROW')).toEqual([]);
    expect(findWrites('CREATE TRIGGER t BEFORE TRUNCATE ON games')).toEqual([]);
  });
});

describe('fileOwner', () => {
  it('is the module, the place under src, or app', () => {
    expect(fileOwner('/r/apps/server/src/modules/game-wallet/repository.ts', 'apps/server/src')).toBe('game-wallet');
    expect(fileOwner('/r/apps/server/src/modules/account-services.ts', 'apps/server/src')).toBe('modules');
    expect(fileOwner('apps/server/src/kv/database-store.ts', 'apps/server/src')).toBe('kv');
    expect(fileOwner('/r/apps/server/src/app.ts', 'apps/server/src')).toBe('app');
    expect(fileOwner('/r/apps/web/src/app.ts', 'apps/server/src')).toBeUndefined();
  });
});
