// A table is written by its owning module only (docs/architecture.md section 4): every other part of the server goes
// through the owner's public face, so the rules that guard a table's rows live in one place. The owners are listed in
// apps/server/src/db/table-owners.json; this rule finds SQL writes in the string and template literals of a server file
// and reports those whose table belongs to someone else.

const IDENT = String.raw`(?:"[^"]+"|[A-Za-z_][\w$]*)`;
const NAME = String.raw`${IDENT}(?:\s*\.\s*${IDENT})?`;
/** What an interpolation or a non-literal operand becomes in the text: a name the rule cannot know. */
const HOLE = ' \u0000expr\u0000 ';
const TABLE_AFTER = String.raw`((?:\u0000expr\u0000|${NAME}))`;

/** Statements that change a table's rows; group 1 is the target (TRUNCATE: a comma-separated list). */
const WRITES = [
  new RegExp(String.raw`\bINSERT\s+INTO\s+${TABLE_AFTER}`, 'gi'),
  // the SET keeps FOR UPDATE, FOR UPDATE OF, trigger events and ON UPDATE actions out
  new RegExp(String.raw`\bUPDATE\s+(?:ONLY\s+)?${TABLE_AFTER}(?:\s*\*)?(?:\s+(?:AS\s+)?${IDENT})?\s+SET\b`, 'gi'),
  new RegExp(String.raw`\bDELETE\s+FROM\s+(?:ONLY\s+)?${TABLE_AFTER}`, 'gi'),
  new RegExp(
    String.raw`\bTRUNCATE\s+(?:TABLE\s+)?((?:ONLY\s+)?(?:\u0000expr\u0000|${NAME})(?:\s*\*)?(?:\s*,\s*(?:ONLY\s+)?(?:\u0000expr\u0000|${NAME})(?:\s*\*)?)*)`,
    'gi',
  ),
  new RegExp(String.raw`\bMERGE\s+INTO\s+(?:ONLY\s+)?${TABLE_AFTER}`, 'gi'),
  new RegExp(String.raw`\bCOPY\s+${TABLE_AFTER}(?:\s*\([^)]*\))?\s+FROM\b`, 'gi'),
];

/** A keyword right before the verb means it is no statement (FOR UPDATE, DO UPDATE, AFTER TRUNCATE, ON DELETE ...). */
const NOT_A_STATEMENT = /\b(?:FOR|DO|KEY|ON|OR|BEFORE|AFTER|OF|GRANT|REVOKE)\s*$/i;
const KEYWORDS = new Set(['set', 'of', 'on', 'only', 'table', 'where', 'values', 'select']);

/** Drops SQL comments, so a write that is commented out is not one. */
function withoutComments(sql) {
  return sql.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
}

/** `"Public".Accounts` -> { schema: 'Public', table: 'accounts' }; unquoted names fold to lower case as in PostgreSQL. */
function parseName(raw) {
  const parts = raw
    .trim()
    .replace(/^ONLY\s+/i, '')
    .replace(/\s*\*$/, '')
    .split(/\s*\.\s*/)
    .map((part) => (part.startsWith('"') ? part.slice(1, -1) : part.toLowerCase()));
  return parts.length === 2 ? { schema: parts[0], table: parts[1] } : { schema: undefined, table: parts[0] };
}

/** Every table (or `undefined` for one named at run time) that `sql` writes, with the verb. */
export function findWrites(sql) {
  const text = withoutComments(sql);
  const found = [];
  for (const pattern of WRITES) {
    for (const match of text.matchAll(pattern)) {
      if (NOT_A_STATEMENT.test(text.slice(0, match.index))) continue;
      const verb = match[0].split(/\s+/)[0].toUpperCase();
      for (const raw of match[1].split(/\s*,\s*/)) {
        if (raw.includes('\u0000')) {
          found.push({ verb, name: undefined });
          continue;
        }
        const name = parseName(raw);
        if (!name.schema && KEYWORDS.has(name.table)) continue;
        found.push({ verb, name });
      }
    }
  }
  return found;
}

/** Calls of the functions in `functions` (a name -> owner entry), e.g. `SELECT * FROM ledger_post($1, ...)`. */
export function findCalls(sql, functions) {
  const text = withoutComments(sql);
  const calls = [];
  for (const name of Object.keys(functions)) {
    const call = new RegExp(String.raw`(?:^|[^\w$."])(?:${IDENT}\s*\.\s*)?"?${name}"?\s*\(`, 'gi');
    calls.push(...Array.from(text.matchAll(call), () => name));
  }
  return calls;
}

/**
 * Who a file speaks for: `src/modules/<m>/...` is module m, a file directly in modules/ is `modules` (the wiring),
 * `src/<dir>/...` is that directory's place (kv, jobs, db, plugins ...), a file directly in src is `app`.
 * Undefined for files outside the server's source.
 */
export function fileOwner(filename, sourceRoot) {
  const path = filename.replace(/\\/g, '/');
  const root = `${sourceRoot.replace(/\/+$/, '')}/`;
  const at = path.startsWith(root) ? 0 : path.indexOf(`/${root}`);
  if (at < 0) return undefined;
  const segments = path.slice(at + (at === 0 ? 0 : 1) + root.length).split('/');
  if (segments[0] === 'modules' && segments.length > 2) return segments[1];
  return segments.length > 1 ? segments[0] : 'app';
}

/** The literal pieces of a `+` chain of strings as one text, holes where the operands are not literals. */
function textOf(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : HOLE;
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(HOLE);
  if (node.type === 'BinaryExpression' && node.operator === '+') return textOf(node.left) + textOf(node.right);
  return HOLE;
}

const isConcatenation = (node) => node?.type === 'BinaryExpression' && node.operator === '+';

const MAP_FILE = 'apps/server/src/db/table-owners.json';

export const tableWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'a table is written by its owning module only (docs/architecture.md section 4)' },
    schema: [
      {
        type: 'object',
        properties: {
          owners: {
            type: 'object',
            properties: {
              tables: { type: 'object' },
              functions: { type: 'object' },
              schemas: { type: 'object' },
              places: { type: 'object' },
            },
            required: ['tables'],
          },
          sourceRoot: { type: 'string' },
          knownViolations: {
            type: 'array',
            items: {
              type: 'object',
              properties: { file: { type: 'string' }, table: { type: 'string' } },
              required: ['file', 'table'],
              additionalProperties: false,
            },
          },
        },
        required: ['owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreignWrite: 'table {{table}} is written by module {{owner}} only; go through modules/{{owner}}/index.ts',
      foreignPlaceWrite: 'table {{table}} is written by {{owner}} only; go through {{face}}',
      foreignCall:
        'function {{name}} writes the tables of module {{owner}} and is called by it only; go through modules/{{owner}}/index.ts',
      unknownTable: `table {{table}} has no owner; add it to ${MAP_FILE}`,
      dynamicTable: 'a write to a table named at run time; name the table in the SQL text so its owner can be checked',
      staleKnownViolation:
        'the known violation (table {{table}}) no longer occurs in this file; remove it from the list in eslint.config.js',
    },
  },
  create(context) {
    const { owners, sourceRoot = 'apps/server/src', knownViolations = [] } = context.options[0];
    const owner = fileOwner(context.filename, sourceRoot);
    if (owner === undefined) return {};
    const { tables, functions = {}, schemas = {}, places = {} } = owners;
    const path = context.filename.replace(/\\/g, '/');
    const known = knownViolations.filter((entry) => path === entry.file || path.endsWith(`/${entry.file}`));
    const seen = new Set();
    const done = new WeakSet();

    const ownerOf = ({ schema, table }) => {
      if (schema === undefined || schema === 'public') return tables[table]?.owner;
      return schemas[schema]?.owner;
    };

    const reportForeign = (node, table, tableOwner) => {
      if (known.some((entry) => entry.table === table)) {
        seen.add(table);
        return;
      }
      const place = places[tableOwner];
      if (place)
        context.report({ node, messageId: 'foreignPlaceWrite', data: { table, owner: tableOwner, face: place.face } });
      else context.report({ node, messageId: 'foreignWrite', data: { table, owner: tableOwner } });
    };

    const check = (node) => {
      const text = textOf(node);
      for (const { name } of findWrites(text)) {
        if (name === undefined) {
          context.report({ node, messageId: 'dynamicTable' });
          continue;
        }
        const table = name.schema && name.schema !== 'public' ? `${name.schema}.${name.table}` : name.table;
        const tableOwner = ownerOf(name);
        if (tableOwner === undefined) context.report({ node, messageId: 'unknownTable', data: { table } });
        else if (tableOwner !== owner) reportForeign(node, table, tableOwner);
      }
      for (const name of findCalls(text, functions)) {
        const fnOwner = functions[name].owner;
        if (fnOwner === owner) continue;
        if (known.some((entry) => entry.table === name)) seen.add(name);
        else context.report({ node, messageId: 'foreignCall', data: { name, owner: fnOwner } });
      }
    };

    const visit = (node) => {
      let top = node;
      while (isConcatenation(top.parent)) top = top.parent;
      if (done.has(top)) return;
      done.add(top);
      check(top);
    };

    return {
      Literal(node) {
        if (typeof node.value === 'string') visit(node);
      },
      TemplateLiteral: visit,
      'Program:exit'(program) {
        for (const entry of known) {
          if (!seen.has(entry.table))
            context.report({ node: program, messageId: 'staleKnownViolation', data: { table: entry.table } });
        }
      },
    };
  },
};

/** The local plugin eslint.config.js registers as `palaro`. */
export default { meta: { name: 'palaro' }, rules: { 'table-writes': tableWrites } };
