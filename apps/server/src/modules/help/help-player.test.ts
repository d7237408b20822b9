import { randomBytes } from 'node:crypto';
import { API, HEADER, helpListSchema, OPS_API, type HelpItem, type OpsHelpInput } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HELP_ITEMS } from '../../db/seed/demo-help';
import { sanitizeContent } from '../../security/html-allow-list';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer, operatorToken, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;
let player: TestPlayer;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  admin = await operatorToken(app, 'ops');
  player = await newPlayer(app);
});
afterAll(() => app.close());

const unique = () => randomBytes(3).toString('hex');
const text = (title: string, children: string[] = []) => ({
  title,
  content: `<p>${title}</p>`,
  children: children.map((child) => ({ title: child, content: `<p>${child}</p>` })),
});

/** Writes a help section as an admin (English unless told otherwise); its id. */
async function write(input: Partial<OpsHelpInput> = {}): Promise<string> {
  const body = { texts: { EN: text(`Section ${unique()}`) }, ...input };
  return valueOf<{ id: string }>(await call(app, 'POST', OPS_API.helpItems, body, { token: admin })).id;
}

async function help(options: { query?: string; language?: string; token?: string } = {}): Promise<HelpItem[]> {
  const response = await call(app, 'GET', `${API.help}${options.query ?? ''}`, undefined, {
    ...(options.token ? { token: options.token } : {}),
    ...(options.language ? { headers: { [HEADER.language]: options.language } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return helpListSchema.parse(valueOf(response));
}

const find = (items: HelpItem[], id: string) => items.find((item) => item.id === id);

describe('the help centre', () => {
  it('is the same for guests and players, without needing a session', async () => {
    const id = await write();
    const guest = await help();
    expect(find(guest, id)).toBeDefined();
    expect(await help({ token: player.token })).toEqual(guest);
  });

  it("answers in lang, else the Language header's language, else per section in the merchant's default", async () => {
    const both = await write({
      texts: {
        EN: text('Deposits', ['GCash', 'Maya']),
        TL: text('Mga deposit', ['Sa GCash']),
      },
    });
    const english = await write({ texts: { EN: text('English only', ['One child']) } });

    const tagalog = await help({ language: 'TL' });
    expect(find(tagalog, both)).toEqual({
      id: both,
      title: 'Mga deposit',
      content: '<p>Mga deposit</p>',
      tag: null,
      // the children come from the same language's text
      children: [{ title: 'Sa GCash', content: '<p>Sa GCash</p>' }],
    });
    expect(find(tagalog, english)).toMatchObject({ title: 'English only', children: [{ title: 'One child' }] });

    // lang decides over the header
    expect(find(await help({ query: '?lang=EN', language: 'TL' }), both)).toMatchObject({
      title: 'Deposits',
      children: [{ title: 'GCash' }, { title: 'Maya' }],
    });
    expect(find(await help({ query: '?lang=TL' }), both)?.title).toBe('Mga deposit');
    // a language the section has no text in falls back to the default
    expect(find(await help({ query: '?lang=CN&device=MOBILE' }), both)?.title).toBe('Deposits');
    expect(find(await help(), both)?.title).toBe('Deposits');
  });

  it('refuses a lang that is no language', async () => {
    for (const query of ['?lang=XX', '?device=DESKTOP']) {
      const response = await call(app, 'GET', `${API.help}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
  });

  it('lists the live sections lower sort first, then in the order they were written; retired ones are hidden', async () => {
    const late = await write({ sort: 9000 });
    const first = await write({ sort: 8000 });
    const second = await write({ sort: 8000 });
    const retired = await write({ sort: 8500 });
    valueOf(await call(app, 'POST', OPS_API.helpItemRetire(retired), undefined, { token: admin }));

    const ids = (await help()).map((item) => item.id);
    expect(ids).not.toContain(retired);
    expect(ids.filter((id) => [late, first, second].includes(id))).toEqual([first, second, late]);
    // the demo sections (sort 10 to 40) come before these
    expect(ids.indexOf(first)).toBeGreaterThan(ids.length - 4);
  });

  it('carries each section its tag, so a link opens it', async () => {
    const tag = `promo-${unique()}`;
    const id = await write({ tag });
    expect(find(await help(), id)?.tag).toBe(tag);
  });
});

describe('demo help centre', () => {
  it('holds the terms, privacy policy and FAQ by tag and a contact section, as the allow-list would store them', async () => {
    for (const item of DEMO_HELP_ITEMS)
      for (const demo of Object.values(item.texts)) {
        expect(sanitizeContent(demo.content)).toBe(demo.content);
        for (const child of demo.children) expect(sanitizeContent(child.content)).toBe(child.content);
      }

    const items = await help();
    const byTag = (tag: string) => items.find((item) => item.tag === tag);
    expect(byTag('terms')?.title).toBe('Terms of use');
    expect(byTag('privacy')?.children.map((child) => child.title)).toEqual([
      'Introduction',
      'Purpose',
      'Access',
      'Confidentiality',
      'Recipient',
      'Monitor',
      'Agree policy',
    ]);
    expect(byTag('faq')?.children.length).toBeGreaterThanOrEqual(5);
    const demo = items.filter((item) => DEMO_HELP_ITEMS.some((seeded) => seeded.texts.EN.title === item.title));
    expect(demo.map((item) => [item.tag, item.title])).toEqual([
      ['terms', 'Terms of use'],
      ['privacy', 'Privacy policy'],
      ['faq', 'FAQ'],
      [null, 'Contact us'],
    ]);

    const tagalog = await help({ query: '?lang=TL' });
    expect(tagalog.find((item) => item.tag === 'privacy')?.title).toBe('Patakaran sa privacy');
    expect(tagalog.find((item) => item.tag === 'privacy')?.children).toHaveLength(7);
  });
});
