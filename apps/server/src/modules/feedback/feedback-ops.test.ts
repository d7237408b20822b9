import { API, OPS_API, opsFeedbackPageSchema, opsFeedbackSchema, type OpsFeedback } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer, operatorToken, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { inboxCalls } from '../inbox/inbox-test-kit';
import { CAPTCHA, dataUrl, description, imageBytes, sendFeedback } from './feedback-test-kit';

const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;
let cashier: string;
let support: string;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), testCodes: { captcha: CAPTCHA, sms: undefined } });
  [admin, cashier, support] = [
    await operatorToken(app, 'ops'),
    await operatorToken(app, 'cashier'),
    await operatorToken(app, 'support'),
  ];
});
afterAll(() => app.close());

const reply = (token: string, id: string, texts: object) =>
  call(app, 'POST', OPS_API.feedbackReply(id), { texts }, { token });
const answer = (title: string) => ({
  EN: { title, content: '<p>Your deposit was credited at 14:05.</p>' },
  TL: { title: `${title} (TL)`, content: '<p>Pumasok na ang deposit mo.</p>' },
});

async function feedbackOf(player: TestPlayer, body: Record<string, unknown> = {}): Promise<string> {
  return valueOf<{ id: string }>(await sendFeedback(app, player.token, body)).id;
}

async function item(token: string, id: string): Promise<OpsFeedback> {
  return opsFeedbackSchema.parse(valueOf(await call(app, 'GET', OPS_API.feedbackItem(id), undefined, { token })));
}

async function counts() {
  const { rows } = await app.db.query<{ answered: number; messages: number; audit: number }>(
    `SELECT (SELECT count(*)::int FROM feedback WHERE status = 'answered') AS answered,
            (SELECT count(*)::int FROM inbox_messages) AS messages,
            (SELECT count(*)::int FROM operator_audit WHERE action LIKE 'feedback.%') AS audit`,
  );
  return rows[0];
}

describe('the feedback queue', () => {
  it('lists feedback newest first, by status and by player, for every operator role', async () => {
    const [juan, maria] = [await newPlayer(app), await newPlayer(app)];
    const first = await feedbackOf(juan, { content: description(30), type: 1 });
    const second = await feedbackOf(maria, { content: description(40), type: 3, sender: 'Maria' });
    const third = await feedbackOf(juan, { content: description(50), type: 2 });
    valueOf(await reply(support, first, answer('Credited')));

    const page = (token: string, query: string) =>
      call(app, 'GET', `${OPS_API.feedback}${query}`, undefined, { token }).then((response) =>
        opsFeedbackPageSchema.parse(valueOf(response)),
      );
    for (const token of [support, cashier, admin]) {
      const all = await page(token, '');
      expect(all.list.slice(0, 3).map((entry) => entry.id)).toEqual([third, second, first]);
      expect(all.list[1]).toMatchObject({
        id: second,
        username: maria.username,
        sender: 'Maria',
        type: 3,
        content: description(40),
        images: [],
        status: 'open',
        replyMessageId: null,
        answeredBy: null,
        answeredAt: null,
      });
    }
    expect((await page(support, `?player=${juan.username.toUpperCase()}`)).list.map((entry) => entry.id)).toEqual([
      third,
      first,
    ]);
    expect((await page(support, `?player=${juan.username}&status=open`)).list.map((entry) => entry.id)).toEqual([
      third,
    ]);
    expect((await page(support, `?player=${juan.username}&status=answered`)).list.map((entry) => entry.id)).toEqual([
      first,
    ]);
    expect(await page(support, '?player=nobody-here')).toEqual({ list: [], pageNum: 1, totalPages: 1, total: 0 });
    expect((await page(support, '?pageSize=1&pageNo=2')).list.map((entry) => entry.id)).toEqual([second]);
    for (const token of [juan.token, '']) {
      expect((await call(app, 'GET', OPS_API.feedback, undefined, { token })).statusCode).toBe(401);
      expect((await call(app, 'GET', OPS_API.feedbackItem(first), undefined, { token })).statusCode).toBe(401);
    }
  });

  it('serves each image to operators, in the order sent, with its own content type', async () => {
    const player = await newPlayer(app);
    const [png, jpg] = [imageBytes('png', 4096), imageBytes('jpg', 2048)];
    const id = await feedbackOf(player, { images: [dataUrl(png), jpg.toString('base64')] });
    const shown = await item(support, id);
    expect(shown.images).toEqual([OPS_API.feedbackImage(id, 0), OPS_API.feedbackImage(id, 1)]);
    for (const [address, bytes, type] of [
      [shown.images[0], png, 'image/png'],
      [shown.images[1], jpg, 'image/jpeg'],
    ] as const) {
      const response = await call(app, 'GET', address ?? '', undefined, { token: cashier });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
    for (const address of [OPS_API.feedbackImage(id, 2), OPS_API.feedbackImage('999999', 0)]) {
      const response = await call(app, 'GET', address, undefined, { token: support });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'feedback.unknown' });
    }
    expect((await call(app, 'GET', OPS_API.feedbackImage(id, 0), undefined, { token: player.token })).statusCode).toBe(
      401,
    );
    for (const id of ['999999999', 'abc']) {
      const response = await call(app, 'GET', OPS_API.feedbackItem(id), undefined, { token: support });
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({
        status: 404,
        body: { errorCode: 'feedback.unknown' },
      });
    }
  });
});

describe('an answer', () => {
  it("arrives in the player's inbox as a feedback message, marks the feedback answered and is audited", async () => {
    const player = await newPlayer(app);
    const id = await feedbackOf(player);
    const answered = opsFeedbackSchema.parse(valueOf(await reply(support, id, answer('About your deposit'))));
    expect(answered).toMatchObject({
      id,
      status: 'answered',
      answeredBy: 'support',
      replyMessageId: expect.any(String),
    });
    expect(answered.answeredAt).toEqual(expect.any(Number));
    expect(await item(admin, id)).toEqual(answered);

    const inbox = inboxCalls(app);
    const [message] = (await inbox.inbox(player.token, '', 'TL')).list;
    expect(message).toMatchObject({
      id: answered.replyMessageId,
      source: 'feedback',
      feedbackId: id,
      title: 'About your deposit (TL)',
      content: '<p>Pumasok na ang deposit mo.</p>',
      read: false,
    });
    expect(await inbox.unread(player.token)).toBe(1);
    const sent = valueOf<{ list: { id: string; source: string; createdBy: string; audience: object }[] }>(
      await call(app, 'GET', `${OPS_API.inbox}?player=${player.username}`, undefined, { token: support }),
    ).list;
    expect(sent).toEqual([
      expect.objectContaining({
        id: answered.replyMessageId,
        source: 'feedback',
        createdBy: 'support',
        audience: { kind: 'player', username: player.username },
      }),
    ]);

    const { rows } = await app.db.query<{ action: string; operator: string; detail: Record<string, unknown> }>(
      'SELECT action, operator, detail FROM operator_audit WHERE subject = $1',
      [`feedback:${id}`],
    );
    expect(rows).toEqual([
      {
        action: 'feedback.reply',
        operator: 'support',
        detail: {
          player: player.username,
          message: answered.replyMessageId,
          title: 'About your deposit',
          languages: ['EN', 'TL'],
        },
      },
    ]);
  });

  it('is given once: a second answer gets 409 feedback.answered and changes nothing', async () => {
    const player = await newPlayer(app);
    const id = await feedbackOf(player);
    valueOf(await reply(admin, id, answer('First answer')));
    const before = await counts();
    for (const token of [admin, support]) {
      const again = await reply(token, id, answer('Second answer'));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ success: false, errorCode: 'feedback.answered' });
    }
    expect(await counts()).toEqual(before);
    expect((await inboxCalls(app).inbox(player.token)).list.map((message) => message.title)).toEqual(['First answer']);
  });

  it('is refused to cashiers and non-operators, without the default language, and for unknown feedback', async () => {
    const player = await newPlayer(app);
    const id = await feedbackOf(player);
    const before = await counts();
    const cases: [Promise<{ statusCode: number; json: () => unknown }>, number, object][] = [
      [reply(cashier, id, answer('Cashier')), 403, { errorCode: 'permission.denied' }],
      [reply(player.token, id, answer('Player')), 401, { errorCode: 'ops.not.session' }],
      [reply('', id, answer('Nobody')), 401, { errorCode: 'ops.not.session' }],
      [
        reply(support, id, { TL: answer('x').TL }),
        400,
        { errorCode: 'feedback.invalid', fields: { 'texts.EN': expect.any(String) } },
      ],
      [reply(support, id, {}), 400, { errorCode: 'feedback.invalid' }],
      [reply(support, '999999999', answer('Unknown')), 404, { errorCode: 'feedback.unknown' }],
      [reply(support, 'abc', answer('Unknown')), 404, { errorCode: 'feedback.unknown' }],
    ];
    for (const [pending, status, body] of cases) {
      const response = await pending;
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body });
    }
    expect(await counts()).toEqual(before);
    expect((await item(support, id)).status).toBe('open');
  });

  it('has its HTML sanitised like every operator message', async () => {
    const player = await newPlayer(app);
    const id = await feedbackOf(player);
    const hostile = '<p onclick="x()">Done<script>alert(1)</script></p><a href="javascript:alert(2)">more</a>';
    valueOf(await reply(support, id, { EN: { title: 'Done', content: hostile } }));
    const [message] = (await inboxCalls(app).inbox(player.token)).list;
    expect(message?.content).toBe('<p>Done</p><a>more</a>');
  });
});

describe('the player', () => {
  it('cannot reach the operator calls with a player session', async () => {
    const player = await newPlayer(app);
    const id = await feedbackOf(player);
    const response = await call(app, 'GET', OPS_API.feedbackItem(id), undefined, { token: player.token });
    expect(response.json()).toMatchObject({ errorCode: 'ops.not.session' });
    expect((await call(app, 'GET', API.inbox, undefined, { token: player.token })).statusCode).toBe(200);
  });
});
