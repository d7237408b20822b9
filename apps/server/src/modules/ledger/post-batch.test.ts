import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/db';
import { CURRENCY, errorCodeOf, MERCHANT, newFundedPlayer } from '../../testing/ledger-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import type { PostedForOwner } from './post-batch';
import { warmPostingConnections } from './repository-post-set';
import { requestHash } from './request-hash';
import { createLedgerService, type LedgerService, type Movement } from './service';
import type { LedgerAccount, SessionGuard } from './types';
import { verifyLedger } from './verify';

// Movements for an owner that are asked for in one turn of the event loop go to ledger_post_set together.
const database = useTestDatabase();
let app: FastifyInstance;
let ledger: LedgerService;
/** Calls of ledger_post_set so far, and how many of the next ones the database is made to refuse. */
const batches = { made: 0, refuse: 0 };

/** The app's database, counting batch statements and refusing some as a whole (as a deadlock would). */
function watched(db: Db): Db {
  return {
    ...db,
    query: (sql, params) => {
      if (!sql.includes('ledger_post_set')) return db.query(sql, params);
      batches.made += 1;
      if (batches.refuse > 0) {
        batches.refuse -= 1;
        return Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
      }
      return db.query(sql, params);
    },
  };
}

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  ledger = createLedgerService(watched(app.db));
});
afterAll(() => app.close());

type Player = { ownerId: bigint; main: LedgerAccount; game: bigint };

async function newPlayer(funds: bigint): Promise<Player> {
  const main = await newFundedPlayer(app.db, ledger, funds);
  const ownerId = main.owner_id ?? 0n;
  return { ownerId, main, game: await ledger.walletAccountId(MERCHANT, ownerId, CURRENCY, 'BAYANI') };
}

const movement = (from: bigint, to: bigint, amount: bigint, key: string): Movement => ({
  merchant: MERCHANT,
  kind: 'transfer',
  reference: key,
  idempotencyKey: key,
  from,
  to,
  amount,
  // text that array literals must escape, so the metadata arrives as sent
  metadata: { note: key, text: 'a "quote", a \\ backslash, {braces} and ₱' },
});

/** Starts every movement in the same turn, so they share a batch, and answers each outcome or its error code. */
async function together(player: Player, movements: Movement[]): Promise<(PostedForOwner | string)[]> {
  const outcomes = await Promise.allSettled(movements.map((item) => ledger.moveForOwner(player.ownerId, item)));
  return Promise.all(
    outcomes.map((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value : errorCodeOf(Promise.reject(outcome.reason)),
    ),
  );
}

function postedOf(answer: PostedForOwner | string | undefined): PostedForOwner {
  if (typeof answer !== 'object') throw new Error(`expected a posting, got ${String(answer)}`);
  return answer;
}

const balancesOf = (accounts: readonly LedgerAccount[]) =>
  accounts.map((account) => [account.kind, account.vendor, account.balance]);

describe('ledger.moveForOwner in a batch', () => {
  it('checks each movement against the ones before it in the batch, refuses only the one that overdraws, and answers the balances right after each', async () => {
    const player = await newPlayer(1_000n);
    const before = batches.made;
    const [a, b, c, d] = await together(player, [
      movement(player.main.id, player.game, 600n, `batch-a-${player.ownerId}`),
      movement(player.main.id, player.game, 600n, `batch-b-${player.ownerId}`),
      movement(player.game, player.main.id, 100n, `batch-c-${player.ownerId}`),
      movement(player.main.id, player.game, 500n, `batch-d-${player.ownerId}`),
    ]);
    expect(batches.made - before).toBe(1);
    expect(b).toBe('wallet.insufficient');
    const posted = [a, c, d].map(postedOf);
    expect(posted.map(({ accounts }) => balancesOf(accounts))).toEqual([
      [
        ['player_main', null, 400n],
        ['player_bonus', null, 0n],
        ['player_vendor', 'BAYANI', 600n],
      ],
      [
        ['player_main', null, 500n],
        ['player_bonus', null, 0n],
        ['player_vendor', 'BAYANI', 500n],
      ],
      [
        ['player_main', null, 0n],
        ['player_bonus', null, 0n],
        ['player_vendor', 'BAYANI', 1_000n],
      ],
    ]);
    // transaction ids follow the batch order, so each account's entries chain in id order
    const ids = posted.map(({ posted: transaction }) => transaction.transactionId);
    expect([...ids].sort((x, y) => (x < y ? -1 : 1))).toEqual(ids);
    expect(posted[1]?.posted.entries).toEqual([
      { accountId: player.main.id, amount: 100n, balanceAfter: 500n },
      { accountId: player.game, amount: -100n, balanceAfter: 500n },
    ]);
    expect(posted[0]?.posted).toMatchObject({
      replayed: false,
      kind: 'transfer',
      metadata: { note: `batch-a-${player.ownerId}` },
    });
    expect((await ledger.postedByKey(MERCHANT, `batch-a-${player.ownerId}`))?.metadata).toEqual(
      movement(0n, 0n, 0n, `batch-a-${player.ownerId}`).metadata,
    );
    const { rows } = await app.db.query('SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1', [
      `batch-b-${player.ownerId}`,
    ]);
    expect(rows).toHaveLength(0);
    expect((await ledger.balances(player.ownerId)).map((account) => account.balance)).toEqual([0n, 0n, 1_000n]);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });

  it('answers a resent key with the first result and refuses the same key with other content, next to new movements', async () => {
    const player = await newPlayer(1_000n);
    const key = `batch-resend-${player.ownerId}`;
    const first = await ledger.moveForOwner(player.ownerId, movement(player.main.id, player.game, 300n, key));
    await ledger.moveForOwner(
      player.ownerId,
      movement(player.main.id, player.game, 200n, `batch-later-${player.ownerId}`),
    );
    const [again, conflicting, fresh] = await together(player, [
      movement(player.main.id, player.game, 300n, key),
      movement(player.main.id, player.game, 301n, key),
      movement(player.game, player.main.id, 50n, `batch-fresh-${player.ownerId}`),
    ]);
    expect(postedOf(again).posted).toEqual({ ...first.posted, replayed: true });
    expect(conflicting).toBe('ledger.idempotency.conflict');
    expect(postedOf(fresh).posted.replayed).toBe(false);
    // a replay answers the balances as they stand at its place in the batch, later movements not counted
    expect(balancesOf(postedOf(again).accounts)).toEqual([
      ['player_main', null, 500n],
      ['player_bonus', null, 0n],
      ['player_vendor', 'BAYANI', 500n],
    ]);
    expect((await ledger.balances(player.ownerId)).map((account) => account.balance)).toEqual([550n, 0n, 450n]);
  });

  it('posts a key sent twice in one batch once and answers the second with the first result', async () => {
    const player = await newPlayer(1_000n);
    const key = `batch-twice-${player.ownerId}`;
    const [one, two] = (
      await together(player, [
        movement(player.main.id, player.game, 700n, key),
        movement(player.main.id, player.game, 700n, key),
      ])
    ).map(postedOf);
    expect(one?.posted.replayed).toBe(false);
    expect(two?.posted).toEqual({ ...one?.posted, replayed: true });
    expect((await ledger.balances(player.ownerId)).map((account) => account.balance)).toEqual([300n, 0n, 700n]);
  });

  it('refuses a movement naming an account that does not exist and posts the rest of its batch', async () => {
    const player = await newPlayer(1_000n);
    const [unknown, fine] = await together(player, [
      movement(player.main.id, 9_000_000_000n, 10n, `batch-unknown-${player.ownerId}`),
      movement(player.main.id, player.game, 10n, `batch-fine-${player.ownerId}`),
    ]);
    expect(unknown).toBe('ledger.account.unknown');
    expect(postedOf(fine).posted.replayed).toBe(false);
    expect((await ledger.balances(player.ownerId)).map((account) => account.balance)).toEqual([990n, 0n, 10n]);
  });

  it('posts each movement on its own when the database refuses the batch as a whole', async () => {
    const player = await newPlayer(1_000n);
    batches.refuse = 1;
    const [a, b, c] = await together(player, [
      movement(player.main.id, player.game, 800n, `batch-refused-a-${player.ownerId}`),
      movement(player.main.id, player.game, 800n, `batch-refused-b-${player.ownerId}`),
      movement(player.game, player.main.id, 300n, `batch-refused-c-${player.ownerId}`),
    ]);
    expect(batches.refuse).toBe(0);
    expect(balancesOf(postedOf(a).accounts)).toEqual([
      ['player_main', null, 200n],
      ['player_bonus', null, 0n],
      ['player_vendor', 'BAYANI', 800n],
    ]);
    expect(b).toBe('wallet.insufficient');
    expect(postedOf(c).posted.replayed).toBe(false);
    expect((await ledger.balances(player.ownerId)).map((account) => account.balance)).toEqual([500n, 0n, 500n]);
  });
});

describe('ledger.moveForOwner with a session guard', () => {
  /** A live session of the player, as log-in makes it, and its guard at `now`. */
  async function sessionOf(player: Player, now = Date.now()): Promise<SessionGuard> {
    const tokenHash = randomBytes(32).toString('hex');
    await app.db.query(
      `INSERT INTO sessions (token_hash, account_id, kind, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
       VALUES ($1, $2, 'normal', $3, $3, $4, $5)`,
      [tokenHash, player.ownerId, new Date(now), new Date(now + 30 * 60_000), new Date(now + 7 * 24 * 60 * 60_000)],
    );
    return { tokenHash, now, idleMs: 30 * 60_000, touchEveryMs: 60_000 };
  }

  it("posts only the movements whose session is the player's own and live, next to unguarded ones in one batch", async () => {
    const player = await newPlayer(1_000n);
    const other = await newPlayer(1_000n);
    const own = await sessionOf(player);
    const others = await sessionOf(other);
    const unknown = { ...own, tokenHash: randomBytes(32).toString('hex') };
    const made = batches.made;
    const outcomes = await Promise.allSettled([
      ledger.moveForOwner(
        player.ownerId,
        movement(player.main.id, player.game, 100n, `guard-own-${player.ownerId}`),
        own,
      ),
      ledger.moveForOwner(
        player.ownerId,
        movement(player.main.id, player.game, 200n, `guard-other-${player.ownerId}`),
        others,
      ),
      ledger.moveForOwner(
        player.ownerId,
        movement(player.main.id, player.game, 300n, `guard-unknown-${player.ownerId}`),
        unknown,
      ),
      ledger.moveForOwner(player.ownerId, movement(player.main.id, player.game, 400n, `guard-none-${player.ownerId}`)),
    ]);
    expect(batches.made - made).toBe(1);
    const codes = await Promise.all(
      outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? 'posted' : errorCodeOf(Promise.reject(outcome.reason)),
      ),
    );
    expect(codes).toEqual(['posted', 'login.not.session', 'login.not.session', 'posted']);
    const refusal = outcomes[1]?.status === 'rejected' ? (outcomes[1].reason as { value?: unknown }).value : undefined;
    expect(refusal).toEqual({ reason: 'missing' });
    expect((await ledger.balances(player.ownerId)).map((account) => account.balance)).toEqual([500n, 0n, 500n]);
  });

  it('checks the session again when the batch is refused as a whole and each movement is made alone', async () => {
    const player = await newPlayer(1_000n);
    const live = await sessionOf(player);
    const ended = await sessionOf(player);
    await app.db.query('UPDATE sessions SET ended_at = now() WHERE token_hash = $1', [ended.tokenHash]);
    batches.refuse = 1;
    const [posted, refused] = await Promise.allSettled([
      ledger.moveForOwner(
        player.ownerId,
        movement(player.main.id, player.game, 100n, `guard-alone-a-${player.ownerId}`),
        live,
      ),
      ledger.moveForOwner(
        player.ownerId,
        movement(player.main.id, player.game, 200n, `guard-alone-b-${player.ownerId}`),
        ended,
      ),
    ]);
    expect(batches.refuse).toBe(0);
    expect(posted?.status).toBe('fulfilled');
    expect(refused?.status === 'rejected' ? (refused.reason as { value?: unknown }).value : refused).toEqual({
      reason: 'ended',
    });
    expect((await ledger.balances(player.ownerId)).map((account) => account.balance)).toEqual([900n, 0n, 100n]);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a key taken while a batch waits (PostgreSQL)', () => {
  it("answers the batch's posting with the key's first result once the post holding it commits", async () => {
    const first = await newPlayer(1_000n);
    const second = await newPlayer(1_000n);
    const key = `batch-taken-${first.ownerId}`;
    const held = new pg.Client({ connectionString: database.connection().databaseUrl });
    await held.connect();
    try {
      // a post of the key on the first player's accounts, not yet committed
      const taken = movement(first.main.id, first.game, 100n, key);
      const request = {
        ...taken,
        entries: [
          { account: first.main.id, amount: -100n },
          { account: first.game, amount: 100n },
        ],
      };
      await held.query('BEGIN');
      await held.query('SELECT * FROM ledger_post($1, $2, $3, $4, $5, $6::jsonb, $7::bigint[], $8::bigint[])', [
        MERCHANT,
        'transfer',
        key,
        key,
        requestHash(request),
        JSON.stringify(taken.metadata),
        request.entries.map((entry) => entry.account.toString()),
        request.entries.map((entry) => entry.amount.toString()),
      ]);
      // the same key on the second player's accounts: the batch's look-up does not see it, its insert waits for it
      const pending = errorCodeOf(
        ledger.moveForOwner(second.ownerId, movement(second.main.id, second.game, 200n, key)),
      );
      await vi.waitFor(async () => {
        const { rows } = await app.db.query<{ waiting: number }>(
          "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        expect(rows[0]?.waiting).toBe(1);
      });
      await held.query('COMMIT');
      expect(await pending).toBe('ledger.idempotency.conflict');
    } finally {
      await held.end();
    }
    expect((await ledger.balances(first.ownerId)).map((account) => account.balance)).toEqual([900n, 0n, 100n]);
    expect((await ledger.balances(second.ownerId)).map((account) => account.balance)).toEqual([1_000n, 0n, 0n]);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });
});

describe('warmPostingConnections', () => {
  it('runs the posting function on as many connections as asked and posts nothing', async () => {
    const before = await verifyLedger(app.db);
    const made = batches.made;
    await warmPostingConnections(watched(app.db), 3);
    expect(batches.made - made).toBe(3);
    const after = await verifyLedger(app.db);
    expect(after.transactions).toBe(before.transactions);
    expect(after.differences).toEqual([]);
  });
});
