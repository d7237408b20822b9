import { OPS_API, opsAboutSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer, operatorToken, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { aboutInput } from './about-test-kit';

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

const put = (token: string, body: object) => call(app, 'PUT', OPS_API.about, body, { token });
const read = async (token: string) =>
  opsAboutSchema.parse(valueOf(await call(app, 'GET', OPS_API.about, undefined, { token })));

/** What is stored, and how many about-us changes the audit trail holds. */
async function state() {
  const { rows } = await app.db.query<{ page: unknown; audit: number }>(
    `SELECT (SELECT to_jsonb(p) FROM about_pages p) AS page,
            (SELECT count(*)::int FROM operator_audit WHERE action LIKE 'about.%') AS audit`,
  );
  return rows[0];
}

describe('operators and the about-us page', () => {
  it('lets every role read it and an admin replace it, audited with what it replaced', async () => {
    // demo mode starts with the demo page
    for (const token of [support, cashier, admin]) expect((await read(token))?.updatedBy).toBe('demo');

    const replaced = opsAboutSchema.parse(valueOf(await put(admin, aboutInput())));
    expect(replaced).toMatchObject({ ...aboutInput(), updatedBy: 'ops', updatedAt: expect.any(Number) });
    for (const token of [support, cashier, admin]) expect(await read(token)).toEqual(replaced);

    const again = opsAboutSchema.parse(
      valueOf(await put(admin, aboutInput({ ambassadorPhoto: '/m/demo-images/about-ambassador.svg' }))),
    );
    expect(again?.ambassadorPhoto).toBe('/m/demo-images/about-ambassador.svg');

    const { rows } = await app.db.query<{ action: string; operator: string; detail: Record<string, unknown> }>(
      `SELECT action, operator, detail FROM operator_audit WHERE subject = 'about:PALARO' ORDER BY id`,
    );
    expect(rows.map(({ action, operator }) => ({ action, operator }))).toEqual([
      { action: 'about.replace', operator: 'ops' },
      { action: 'about.replace', operator: 'ops' },
    ]);
    expect(rows[1]?.detail).toMatchObject({
      languages: ['EN', 'TL'],
      ambassadorPhoto: '/m/demo-images/about-ambassador.svg',
      before: { ambassadorPhoto: 'https://cdn.palaro.example/about/liza.webp', updatedBy: 'ops' },
    });
    expect(rows[0]?.detail).toMatchObject({ before: { updatedBy: 'demo' } });
  });

  it('refuses support and cashiers the change, and callers without an operator session, changing nothing', async () => {
    const before = await state();
    for (const token of [support, cashier]) {
      const response = await put(token, aboutInput());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
    }
    for (const token of [player.token, '']) {
      expect((await put(token, aboutInput())).statusCode).toBe(401);
      expect((await call(app, 'GET', OPS_API.about, undefined, { token })).statusCode).toBe(401);
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a page that breaks a rule, storing and auditing nothing', async () => {
    const english = aboutInput().texts.EN;
    const gallery = (address: string) => aboutInput().gallery.map((url, index) => (index === 2 ? address : url));
    const broken: [Record<string, unknown>, string, string[] | null][] = [
      [{ texts: { TL: aboutInput().texts.TL } }, 'about.invalid', ['texts.EN']],
      [{ ambassadorPhoto: 'http://cdn.palaro.example/a.webp' }, 'about.invalid', ['ambassadorPhoto']],
      [{ ambassadorPhoto: 'javascript:alert(1)' }, 'about.invalid', ['ambassadorPhoto']],
      [{ ambassadorPhoto: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'about.invalid', ['ambassadorPhoto']],
      [{ ambassadorPhoto: 'https://user:secret@cdn.palaro.example/a.webp' }, 'about.invalid', ['ambassadorPhoto']],
      [{ gallery: gallery('//evil.example/a.webp') }, 'about.invalid', ['gallery.2']],
      [{ gallery: gallery('/m/a b.webp') }, 'about.invalid', ['gallery.2']],
      [{ gallery: gallery('/m/a.webp" onerror="x') }, 'about.invalid', ['gallery.2']],
      [{ gallery: gallery('images/a.webp') }, 'about.invalid', ['gallery.2']],
      [
        { texts: { TL: aboutInput().texts.TL }, ambassadorPhoto: 'ftp://x' },
        'about.invalid',
        ['texts.EN', 'ambassadorPhoto'],
      ],
      [{ gallery: aboutInput().gallery.slice(0, 4) }, 'request.invalid', null],
      [{ texts: { EN: { ...english, mission: { title: 'Two\nlines', text: 'x' } } } }, 'request.invalid', null],
      [{ texts: { EN: { ...english, galleryAlts: ['one'] } } }, 'request.invalid', null],
      [{ texts: { XX: english } }, 'request.invalid', null],
      [{ ambassadorPhoto: '' }, 'request.invalid', null],
    ];
    const before = await state();
    for (const [change, errorCode, fields] of broken) {
      const response = await put(admin, aboutInput(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const body = response.json<{ errorCode: string; fields?: Record<string, string> }>();
      expect(body.errorCode, JSON.stringify(change)).toBe(errorCode);
      if (fields) expect(Object.keys(body.fields ?? {}).sort()).toEqual([...fields].sort());
    }
    expect(await state()).toEqual(before);
  });
});
