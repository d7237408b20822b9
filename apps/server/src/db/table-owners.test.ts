import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every table the migrations leave behind has an owner in table-owners.json (docs/architecture.md section 4), so a new
// table is placed with its module when it is created; lint then keeps other modules from writing it.

interface Owned {
  owner: string;
  why?: string;
}
interface TableOwners {
  places: Record<string, { face: string; why?: string }>;
  tables: Record<string, Owned>;
  functions: Record<string, Owned>;
  schemas: Record<string, Owned>;
}

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const map = JSON.parse(read('./table-owners.json')) as TableOwners;
const modules = readdirSync(new URL('../modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sourceDirs = readdirSync(new URL('../', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Tables created by db/migrate.ts itself rather than by a migration. */
const MADE_BY_MIGRATE = ['schema_migrations', 'schema_functions'];

const NAME = String.raw`(?:IF\s+(?:NOT\s+)?EXISTS\s+)?(?:ONLY\s+)?(?:public\.)?(\w+)`;

const sqlFiles = (dir: string) =>
  readdirSync(new URL(dir, import.meta.url))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => `${dir}${file}`);

/** The tables and the non-trigger functions that exist after every migration and then every function file ran. */
function schemaAfterMigrations() {
  const tables = new Set<string>();
  const functions = new Set<string>();
  for (const file of [...sqlFiles('./migrations/'), ...sqlFiles('./functions/')]) {
    const sql = read(file)
      .replace(/\/\*[\s\S]*?\*\//g, ' ')
      .replace(/--[^\n]*/g, ' ');
    const steps = new RegExp(
      [
        String.raw`CREATE\s+(?:UNLOGGED\s+)?TABLE\s+${NAME}`,
        String.raw`ALTER\s+TABLE\s+${NAME}\s+RENAME\s+TO\s+(\w+)`,
        String.raw`DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?([\w\s,.]+?)(?:\s+(?:CASCADE|RESTRICT))?\s*;`,
        String.raw`CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(?:public\.)?(\w+)[\s\S]*?\bRETURNS\s+(\w+)`,
        String.raw`DROP\s+FUNCTION\s+(?:IF\s+EXISTS\s+)?(?:public\.)?(\w+)`,
      ]
        .map((step) => `(?:${step})`)
        .join('|'),
      'gi',
    );
    for (const [, created, renamed, renamedTo, dropped, fn, returns, droppedFn] of sql.matchAll(steps)) {
      if (created) tables.add(created.toLowerCase());
      if (renamed) {
        tables.delete(renamed.toLowerCase());
        tables.add(renamedTo!.toLowerCase());
      }
      for (const table of dropped?.split(',') ?? [])
        tables.delete(
          table
            .trim()
            .replace(/^public\./i, '')
            .toLowerCase(),
        );
      if (fn && returns!.toLowerCase() !== 'trigger') functions.add(fn.toLowerCase());
      if (droppedFn) functions.delete(droppedFn.toLowerCase());
    }
  }
  return { tables, functions };
}

describe('table owners', () => {
  const { tables, functions } = schemaAfterMigrations();

  it('reads the migrations (a sanity check of the parsing above)', () => {
    expect(tables).toContain('accounts');
    expect(tables).toContain('attempt_counters');
    expect(tables).not.toContain('login_failures');
    expect(functions).toContain('ledger_post_set');
    expect(functions).not.toContain('ledger_post_batch');
    expect(functions).not.toContain('catalogue_touch');
  });

  it('has an owner for every table the migrations create', () => {
    const unplaced = [...tables].filter((table) => !map.tables[table]).sort();
    expect(unplaced, 'add these tables to db/table-owners.json with their owning module').toEqual([]);
  });

  it('lists no table that does not exist', () => {
    const gone = Object.keys(map.tables)
      .filter((table) => !tables.has(table) && !MADE_BY_MIGRATE.includes(table))
      .sort();
    expect(gone).toEqual([]);
  });

  it('has an owner for every function the migrations and function files create, other than triggers', () => {
    expect(Object.keys(map.functions).sort()).toEqual([...functions].sort());
  });

  it('names only modules and places that exist', () => {
    const places = Object.keys(map.places);
    expect(places.filter((place) => !sourceDirs.includes(place))).toEqual([]);
    const owners = [map.tables, map.functions, map.schemas].flatMap((entries) =>
      Object.values(entries).map((entry) => entry.owner),
    );
    expect([...new Set(owners)].filter((owner) => !modules.includes(owner) && !places.includes(owner))).toEqual([]);
  });
});
