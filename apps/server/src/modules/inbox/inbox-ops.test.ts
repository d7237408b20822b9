import { API, OPS_API, opsInboxPageSchema, type InboxAudience, type InboxSegment } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { newPlayer, nextIp, operatorToken, requestId, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { deliveriesOf, inboxCalls, inboxTexts } from './inbox-test-kit';

const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;
let cashier: string;
let support: string;
let calls: ReturnType<typeof inboxCalls>;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  calls = inboxCalls(app);
  [admin, cashier, support] = [
    await operatorToken(app, 'ops'),
    await operatorToken(app, 'cashier'),
    await operatorToken(app, 'support'),
  ];
});
afterAll(() => app.close());

async function counts() {
  const { rows } = await app.db.query<{ messages: number; deliveries: number; audit: number }>(
    `SELECT (SELECT count(*)::int FROM inbox_messages) AS messages,
            (SELECT count(*)::int FROM inbox_deliveries) AS deliveries,
            (SELECT count(*)::int FROM operator_audit WHERE action LIKE 'inbox.%') AS audit`,
  );
  return rows[0];
}

/** A player whose deposit an operator credited (through the deposit calls, as a real one is). */
async function depositor(memberType: number): Promise<TestPlayer> {
  const player = await newPlayer(app, { memberType });
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 1)]);
  const body = {
    requestId: requestId(),
    methodId: 'bank-transfer',
    bankAccountId: 'bdp-main',
    amount: '50000',
    transferReference: 'BDP-REF-7',
    receipt: `data:image/png;base64,${png.toString('base64')}`,
  };
  const deposit = valueOf<{ id: string }>(await call(app, 'POST', API.depositManual, body, { token: player.token }));
  valueOf(await call(app, 'POST', OPS_API.depositApprove(deposit.id), {}, { token: cashier }));
  return player;
}

/** A free-trial account (member type 4), as the free-play call makes it. */
async function trialAccount(): Promise<{ id: bigint; username: string }> {
  const { userName } = valueOf<{ userName: string }>(
    await call(app, 'POST', API.freeplay, undefined, { ip: nextIp() }),
  );
  const { rows } = await app.db.query<{ id: bigint; member_type: number }>(
    'SELECT id, member_type FROM accounts WHERE username = $1',
    [userName],
  );
  expect(rows[0]?.member_type).toBe(4);
  return { id: rows[0]?.id ?? 0n, username: userName };
}

/** Who is in the segment now, by the rules of the contract's INBOX_SEGMENTS, read from the accounts themselves. */
async function expectedRecipients(segment: InboxSegment | 'all'): Promise<bigint[]> {
  const { rows } = await app.db.query<{ id: bigint; member_type: number; status: string; deposited: boolean }>(
    `SELECT a.id, a.member_type, a.status,
            EXISTS (SELECT 1 FROM deposits d WHERE d.account_id = a.id AND d.status = 'success') AS deposited
       FROM accounts a ORDER BY a.id`,
  );
  const inSegment = {
    members: (row: (typeof rows)[number]) => row.member_type === 0,
    agents: (row: (typeof rows)[number]) => row.member_type > 0,
    depositors: (row: (typeof rows)[number]) => row.deposited,
    nonDepositors: (row: (typeof rows)[number]) => !row.deposited,
    all: () => true,
  }[segment];
  return rows.filter((row) => row.member_type !== 4 && row.status === 'active' && inSegment(row)).map((row) => row.id);
}

describe('an empty segment', () => {
  // first in the file: no deposit has been credited yet
  it('is refused with inbox.noRecipients, storing and auditing nothing', async () => {
    const before = await counts();
    const response = await calls.send(admin, { kind: 'segment', segment: 'depositors' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'inbox.noRecipients' });
    expect(await counts()).toEqual(before);
  });
});

describe('sending to a segment or everyone', () => {
  it('delivers to every account in the audience at the moment of sending, never to a trial account', async () => {
    const players = {
      member: await newPlayer(app, { memberType: 0 }),
      agent: await newPlayer(app, { memberType: 1 }),
      agent42: await newPlayer(app, { memberType: 42 }),
      memberDepositor: await depositor(0),
      agentDepositor: await depositor(2),
    };
    const trial = await trialAccount();
    const disabled = await newPlayer(app);
    await app.db.query("UPDATE accounts SET status = 'disabled' WHERE id = $1", [disabled.id]);

    const audiences: [InboxSegment | 'all', (keyof typeof players)[]][] = [
      ['members', ['member', 'memberDepositor']],
      ['agents', ['agent', 'agent42', 'agentDepositor']],
      ['depositors', ['memberDepositor', 'agentDepositor']],
      ['nonDepositors', ['member', 'agent', 'agent42']],
      ['all', ['member', 'agent', 'agent42', 'memberDepositor', 'agentDepositor']],
    ];
    for (const [segment, mine] of audiences) {
      const audience: InboxAudience = segment === 'all' ? { kind: 'all' } : { kind: 'segment', segment };
      const sent = await calls.sent(admin, audience);
      const expected = await expectedRecipients(segment);
      const delivered = (await deliveriesOf(app, sent.id)).map((row) => row.account_id);
      expect({ segment, delivered }).toEqual({ segment, delivered: expected });
      expect(sent).toMatchObject({
        audience,
        recipients: expected.length,
        readBy: 0,
        deletedBy: 0,
        source: 'operator',
      });
      for (const [name, player] of Object.entries(players)) {
        const has = (await calls.inbox(player.token)).list.some((item) => item.id === sent.id);
        expect({ segment, name, has }).toEqual({ segment, name, has: (mine as string[]).includes(name) });
      }
      expect(delivered).not.toContain(trial.id);
      expect(delivered).not.toContain(disabled.id);
    }
  });

  it('reaches only who was there when it was sent: a later player does not get it', async () => {
    const sent = await calls.sent(admin, { kind: 'all' });
    const later = await newPlayer(app);
    expect((await calls.inbox(later.token)).list.map((item) => item.id)).not.toContain(sent.id);
  });
});

describe('operators', () => {
  it('lists messages newest first with their recipients, reads and deletes, and by player', async () => {
    const [reader, other] = [await newPlayer(app), await newPlayer(app)];
    const direct = await calls.sent(support, { kind: 'player', username: reader.username });
    const broadcast = await calls.sent(admin, { kind: 'all' });
    valueOf(await calls.read(reader.token, [direct.id, broadcast.id]));
    valueOf(await calls.remove(other.token, [broadcast.id]));

    for (const token of [support, cashier, admin]) {
      const page = opsInboxPageSchema.parse(
        valueOf(
          await call(app, 'GET', `${OPS_API.inbox}?player=${reader.username.toUpperCase()}`, undefined, { token }),
        ),
      );
      expect(page.list.map((item) => item.id)).toEqual([broadcast.id, direct.id]);
      expect(page.list[1]).toMatchObject({
        audience: { kind: 'player', username: reader.username },
        recipients: 1,
        readBy: 1,
        deletedBy: 0,
        createdBy: 'support',
        retiredAt: null,
      });
      expect(page.list[0]).toMatchObject({ readBy: 1, deletedBy: 1, createdBy: 'ops' });
    }
    const everything = opsInboxPageSchema.parse(
      valueOf(await call(app, 'GET', `${OPS_API.inbox}?pageSize=1`, undefined, { token: support })),
    );
    expect(everything.list.map((item) => item.id)).toEqual([broadcast.id]);
    expect(everything.total).toBeGreaterThan(2);
    const nobody = valueOf(
      await call(app, 'GET', `${OPS_API.inbox}?player=no-such-player`, undefined, { token: admin }),
    );
    expect(nobody).toEqual({ list: [], pageNum: 1, totalPages: 1, total: 0 });
  });

  it('audit each send and withdrawal in the same transaction', async () => {
    const player = await newPlayer(app);
    const direct = await calls.sent(support, { kind: 'player', username: player.username });
    const broadcast = await calls.sent(admin, { kind: 'segment', segment: 'members' });
    valueOf(await calls.retire(admin, direct.id));
    const { rows } = await app.db.query<{ action: string; operator: string; subject: string; detail: object }>(
      `SELECT action, operator, subject, detail FROM operator_audit WHERE subject = ANY ($1::text[]) ORDER BY id`,
      [[`inbox:${direct.id}`, `inbox:${broadcast.id}`]],
    );
    expect(rows).toEqual([
      {
        action: 'inbox.send',
        operator: 'support',
        subject: `inbox:${direct.id}`,
        detail: {
          source: 'operator',
          audience: { kind: 'player', username: player.username },
          title: direct.texts.EN?.title,
          languages: ['EN'],
          recipients: 1,
        },
      },
      {
        action: 'inbox.send',
        operator: 'ops',
        subject: `inbox:${broadcast.id}`,
        detail: expect.objectContaining({ audience: { kind: 'segment', segment: 'members' } }),
      },
      { action: 'inbox.retire', operator: 'ops', subject: `inbox:${direct.id}`, detail: expect.any(Object) },
    ]);
  });

  it('let support send to one player only; cashiers send nothing; only admin withdraws', async () => {
    const player = await newPlayer(app);
    const id = (await calls.sent(admin, { kind: 'player', username: player.username })).id;
    const before = await counts();
    const broadcasts: InboxAudience[] = [{ kind: 'all' }, { kind: 'segment', segment: 'agents' }];
    const refused = [
      ...(await Promise.all(broadcasts.map((audience) => calls.send(support, audience)))),
      await calls.send(cashier, { kind: 'player', username: player.username }),
      ...(await Promise.all(broadcasts.map((audience) => calls.send(cashier, audience)))),
      await calls.retire(support, id),
      await calls.retire(cashier, id),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
    }
    for (const token of [player.token, '']) {
      expect((await calls.send(token, { kind: 'all' })).statusCode).toBe(401);
      expect((await call(app, 'GET', OPS_API.inbox, undefined, { token })).statusCode).toBe(401);
      expect((await calls.retire(token, id)).statusCode).toBe(401);
    }
    expect(await counts()).toEqual(before);
    expect((await calls.inbox(player.token)).total).toBe(1);
  });

  it('refuses input that breaks a rule, and unknown or withdrawn messages, storing and auditing nothing', async () => {
    const player = await newPlayer(app);
    const trial = await trialAccount();
    const id = (await calls.sent(admin, { kind: 'player', username: player.username })).id;
    valueOf(await calls.retire(admin, id));
    const before = await counts();
    const tagalogOnly = { TL: { title: 'Tagalog lang', content: '<p>Wala sa Ingles</p>' } };
    const cases: [Promise<{ statusCode: number; json: () => unknown }>, number, object][] = [
      [
        calls.send(admin, { kind: 'all' }, tagalogOnly),
        400,
        { errorCode: 'inbox.invalid', fields: { 'texts.EN': expect.any(String) } },
      ],
      [
        calls.send(support, { kind: 'player', username: player.username }, tagalogOnly),
        400,
        { errorCode: 'inbox.invalid' },
      ],
      [calls.send(support, { kind: 'player', username: 'no-such-player' }), 404, { errorCode: 'inbox.player.unknown' }],
      [calls.send(support, { kind: 'player', username: trial.username }), 404, { errorCode: 'inbox.player.unknown' }],
      [calls.send(admin, { kind: 'segment', segment: 'vips' } as never), 400, { errorCode: 'request.invalid' }],
      [
        calls.send(admin, { kind: 'all' }, { EN: { title: 'Two\nlines', content: 'x' } }),
        400,
        { errorCode: 'request.invalid' },
      ],
      [calls.retire(admin, '99999999'), 404, { errorCode: 'inbox.unknown' }],
      [calls.retire(admin, 'abc'), 404, { errorCode: 'inbox.unknown' }],
      [calls.retire(admin, id), 409, { errorCode: 'inbox.retired' }],
    ];
    for (const [pending, status, body] of cases) {
      const response = await pending;
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body });
    }
    expect(await counts()).toEqual(before);
  });

  it('keep texts per language for the operators', async () => {
    const player = await newPlayer(app);
    const texts = inboxTexts({ tagalog: true });
    const sent = await calls.sent(support, { kind: 'player', username: player.username }, texts);
    expect(sent.texts).toEqual(texts);
  });
});
