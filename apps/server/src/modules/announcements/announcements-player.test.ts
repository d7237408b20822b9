import { randomBytes } from 'node:crypto';
import {
  API,
  announcementsResponseSchema,
  HEADER,
  OPS_API,
  type AnnouncementsResponse,
  type OpsAnnouncementInput,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANNOUNCEMENTS } from '../../db/seed/demo-announcements';
import { sanitizeContent } from '../../security/html-allow-list';
import { hashPassword } from '../../security/password-hasher';
import { call, login, tokenFor, valueOf } from '../../testing/api-client';
import { newPlayer, nextIp, operatorToken, PLAYER_PASSWORD, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;
let player: TestPlayer;

const HOUR = 60 * 60_000;
const popup = { closable: true, hideToday: true, forcedReading: false, preferRegister: false };

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  admin = await operatorToken(app, 'ops');
  player = await newPlayer(app);
});
afterAll(() => app.close());

/** Publishes an announcement (live from an hour ago, for players and guests unless told otherwise); its id. */
async function publish(input: Partial<OpsAnnouncementInput> = {}): Promise<string> {
  const body = {
    type: 'PL',
    execution: ['A', 'B'],
    texts: { EN: { title: `Notice ${randomBytes(3).toString('hex')}`, content: '<p>English</p>' } },
    startAt: Date.now() - HOUR,
    ...input,
  };
  return valueOf<{ id: string }>(await call(app, 'POST', OPS_API.announcements, body, { token: admin })).id;
}

async function lists(
  options: { token?: string; types?: string; language?: string } = {},
): Promise<AnnouncementsResponse> {
  const query = options.types ? `?types=${options.types}` : '';
  const headers = options.language ? { [HEADER.language]: options.language } : undefined;
  const response = await call(app, 'GET', `${API.announcements}${query}`, undefined, {
    ...(options.token ? { token: options.token } : {}),
    ...(headers ? { headers } : {}),
  });
  return announcementsResponseSchema.parse(valueOf(response));
}

const idsOf = (answer: AnnouncementsResponse) =>
  [...answer.banners, ...answer.player, ...answer.popup, ...answer.promotion].map((item) => item.id);

/** A player who has never logged in, logged in now: this session is the first log-in. */
async function firstTimePlayer(): Promise<{ username: string; token: string }> {
  const username = `f${randomBytes(5).toString('hex')}`;
  await app.db.query(
    `INSERT INTO accounts (merchant, username, password_hash, member_type) VALUES ('PALARO', $1, $2, 0)`,
    [username, await hashPassword(PLAYER_PASSWORD)],
  );
  const first = valueOf<{ token: string; firstTimeLogin: boolean }>(
    await login(app, username, PLAYER_PASSWORD, { ip: nextIp() }),
  );
  expect(first.firstTimeLogin).toBe(true);
  return { username, token: first.token };
}

describe('who sees what', () => {
  it('shows guests B only, players A, and a first log-in F as well', async () => {
    const guests = await publish({ execution: ['B'] });
    const players = await publish({ execution: ['A'] });
    const newcomers = await publish({ execution: ['F'] });

    expect(idsOf(await lists())).toEqual(expect.arrayContaining([guests]));
    expect(idsOf(await lists())).not.toContain(players);
    expect(idsOf(await lists())).not.toContain(newcomers);

    const seen = idsOf(await lists({ token: player.token }));
    expect(seen).toContain(players);
    expect(seen).not.toContain(guests);
    expect(seen).not.toContain(newcomers);

    const first = await firstTimePlayer();
    const firstSeen = idsOf(await lists({ token: first.token }));
    expect(firstSeen).toEqual(expect.arrayContaining([players, newcomers]));
    expect(firstSeen).not.toContain(guests);

    // the next log-in is no longer the first; the first session keeps F while it lives
    const second = await tokenFor(app, first.username, PLAYER_PASSWORD, { ip: nextIp() });
    expect(idsOf(await lists({ token: second }))).not.toContain(newcomers);
    expect(idsOf(await lists({ token: first.token }))).toContain(newcomers);
  });

  it('answers 401 for a token that is no live session, rather than the guests list', async () => {
    const response = await call(app, 'GET', API.announcements, undefined, { token: 'x'.repeat(43) });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ success: boolean }>().success).toBe(false);
  });

  it('hides what has not started, has ended or was retired', async () => {
    const live = await publish();
    const later = await publish({ startAt: Date.now() + HOUR });
    const ended = await publish({ startAt: Date.now() - 2 * HOUR, endAt: Date.now() - HOUR });
    const endsLater = await publish({ startAt: Date.now() - 2 * HOUR, endAt: Date.now() + HOUR });
    const retired = await publish();
    valueOf(await call(app, 'POST', OPS_API.announcementRetire(retired), undefined, { token: admin }));

    for (const token of [undefined, player.token]) {
      const seen = idsOf(await lists(token ? { token } : {}));
      expect(seen).toEqual(expect.arrayContaining([live, endsLater]));
      for (const hidden of [later, ended, retired]) expect(seen).not.toContain(hidden);
    }
  });

  it('fills only the lists asked for, each with its type, sort first and then the newest start', async () => {
    const banner = await publish({ type: 'B' });
    const pop = await publish({ type: 'PU', popup });
    const promo = await publish({ type: 'PR', promotionType: 'CASHBACK' });
    const low = await publish({ sort: 1, startAt: Date.now() - 10 * 60_000 });
    const high = await publish({ sort: 9000, startAt: Date.now() - 3 * HOUR });
    const newest = await publish({ sort: 1, startAt: Date.now() - 60_000 });

    const all = await lists({ token: player.token });
    expect(all.banners.map((item) => item.id)).toContain(banner);
    expect(all.popup.find((item) => item.id === pop)?.popup).toEqual(popup);
    expect(all.promotion.find((item) => item.id === promo)?.promotionType).toBe('CASHBACK');
    const order = all.player.map((item) => item.id).filter((id) => [low, high, newest].includes(id));
    expect(order).toEqual([high, newest, low]);

    const some = await lists({ token: player.token, types: 'PU,PR' });
    expect(some.banners).toEqual([]);
    expect(some.player).toEqual([]);
    expect(some.popup.map((item) => item.id)).toContain(pop);
    expect(some.promotion.map((item) => item.id)).toContain(promo);
    expect((await call(app, 'GET', `${API.announcements}?types=PL,XX`)).statusCode).toBe(400);
  });

  it("answers in the caller's language, else the merchant's default", async () => {
    const both = await publish({
      texts: {
        EN: { title: 'Maintenance on Sunday', content: '<p>English</p>' },
        TL: { title: 'Maintenance sa Linggo', content: '<p>Tagalog</p>' },
      },
    });
    const englishOnly = await publish({ texts: { EN: { title: 'English only', content: '<p>Only</p>' } } });
    const tagalog = (await lists({ language: 'TL' })).player;
    expect(tagalog.find((item) => item.id === both)).toMatchObject({
      title: 'Maintenance sa Linggo',
      content: '<p>Tagalog</p>',
    });
    expect(tagalog.find((item) => item.id === englishOnly)).toMatchObject({ title: 'English only' });
    expect((await lists({ language: 'EN' })).player.find((item) => item.id === both)?.title).toBe(
      'Maintenance on Sunday',
    );
    expect((await lists()).player.find((item) => item.id === both)?.title).toBe('Maintenance on Sunday');
  });
});

describe('read', () => {
  const read = (token: string | undefined, announcementId: string) =>
    call(app, 'POST', API.announcementRead, { announcementId, read: true }, token ? { token } : {});
  const readFlag = async (token: string, id: string) =>
    (await lists({ token })).player.find((item) => item.id === id)?.read;

  it('marks read for this player only, again without harm; guests never read', async () => {
    const id = await publish();
    const other = await newPlayer(app);
    expect(await readFlag(player.token, id)).toBe(false);
    valueOf(await read(player.token, id));
    valueOf(await read(player.token, id));
    expect(await readFlag(player.token, id)).toBe(true);
    expect(await readFlag(other.token, id)).toBe(false);
    expect((await lists()).player.find((item) => item.id === id)?.read).toBe(false);
    const { rows } = await app.db.query('SELECT 1 FROM announcement_reads WHERE announcement_id = $1', [BigInt(id)]);
    expect(rows).toHaveLength(1);
  });

  it('needs a session', async () => {
    const id = await publish();
    const response = await read(undefined, id);
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unknown id or one the player does not see, storing nothing', async () => {
    const guestsOnly = await publish({ execution: ['B'] });
    const later = await publish({ startAt: Date.now() + HOUR });
    const reader = await newPlayer(app);
    for (const id of ['999999999', 'not-an-id', guestsOnly, later]) {
      const response = await read(reader.token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'announcement.unknown' });
    }
    const { rows } = await app.db.query('SELECT 1 FROM announcement_reads WHERE account_id = $1', [reader.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('demo announcements', () => {
  it('are seeded in demo mode as the allow-list would store them, each for its segment', async () => {
    for (const announcement of DEMO_ANNOUNCEMENTS)
      for (const text of Object.values(announcement.texts)) expect(sanitizeContent(text.content)).toBe(text.content);

    const titles = (items: { title: string }[]) => items.map((item) => item.title);
    const guest = await lists({ language: 'TL' });
    const member = await lists({ token: player.token });
    const demo = (type: string, segment: 'A' | 'B') =>
      DEMO_ANNOUNCEMENTS.filter((item) => item.type === type && item.execution.includes(segment));
    expect(titles(guest.player)).toEqual(expect.arrayContaining(demo('PL', 'B').map((item) => item.texts.TL.title)));
    expect(titles(guest.popup)).toEqual(expect.arrayContaining(demo('PU', 'B').map((item) => item.texts.TL.title)));
    expect(titles(member.popup)).toEqual(expect.arrayContaining(demo('PU', 'A').map((item) => item.texts.EN.title)));
    expect(titles(member.promotion)).toEqual(
      expect.arrayContaining(demo('PR', 'A').map((item) => item.texts.EN.title)),
    );
    for (const item of demo('PU', 'A')) expect(titles(guest.popup)).not.toContain(item.texts.TL.title);
    for (const item of demo('PU', 'B')) expect(titles(member.popup)).not.toContain(item.texts.EN.title);
  });
});
