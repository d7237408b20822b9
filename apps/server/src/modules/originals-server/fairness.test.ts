import { createHash } from 'node:crypto';
import {
  ORIGINALS_PATHS,
  playRoundSchema,
  recomputationSchema,
  rotateSeedsSchema,
  roundVerifyPath,
  seedHistorySchema,
  verifyRoundSchema,
  type OpenSession,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/api-client';
import { kampanaClassic, playSlotRound } from '../originals';
import { originalsKit, originalsTestApp, useOriginalsDatabase } from './originals-test-kit';

const database = useOriginalsDatabase();
let app: FastifyInstance;
let kit: ReturnType<typeof originalsKit>;
let demo: string;

beforeAll(async () => {
  app = await originalsTestApp(database.db());
  kit = originalsKit(app);
  demo = await kit.login('demo', 'Demo1234');
});
afterAll(() => app.close());

const play = async (session: OpenSession, bet: object) =>
  playRoundSchema.parse(
    valueOf(await kit.api('POST', ORIGINALS_PATHS.rounds, session.sessionToken, { requestId: kit.requestId(), bet })),
  );
const rotate = async (session: OpenSession, body: object = {}) =>
  rotateSeedsSchema.parse(valueOf(await kit.api('POST', ORIGINALS_PATHS.rotateSeeds, session.sessionToken, body)));
const verify = async (session: OpenSession, roundId: string) =>
  verifyRoundSchema.parse(valueOf(await kit.api('GET', roundVerifyPath(roundId), session.sessionToken)));
const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe('provably fair rounds', () => {
  it('commits before play, keeps the seed secret while in use, and replays every round exactly once revealed', async () => {
    const session = await kit.open(demo, 'color-game');
    const commitment = session.seeds.serverSeedHash;
    const played = [];
    for (let i = 0; i < 4; i += 1)
      played.push(await play(session, { stakes: { red: '100', green: '200', yellow: '300' } }));
    expect(played.map(({ round }) => round.fairness)).toEqual(
      played.map((_, i) => ({
        serverSeedHash: commitment,
        clientSeed: session.seeds.clientSeed,
        nonce: session.seeds.nextNonce + i,
      })),
    );
    expect(played.at(-1)?.seeds.nextNonce).toBe(session.seeds.nextNonce + 4);

    const early = await verify(session, played[0]?.round.roundId ?? '');
    expect(early).toMatchObject({ revealed: null, verification: null, round: { revealed: false } });
    expect(JSON.stringify(early)).not.toMatch(/"serverSeed"/);

    const rotated = await rotate(session);
    expect(rotated.revealed).toMatchObject({
      serverSeedHash: commitment,
      clientSeed: session.seeds.clientSeed,
      roundsPlayed: session.seeds.nextNonce + 4,
    });
    expect(sha256Hex(rotated.revealed.serverSeed)).toBe(commitment);
    expect(rotated.seeds).toMatchObject({ clientSeed: session.seeds.clientSeed, nextNonce: 0 });
    expect(rotated.seeds.serverSeedHash).not.toBe(commitment);

    for (const { round } of played) {
      const checked = await verify(session, round.roundId);
      expect(checked.round.revealed).toBe(true);
      expect(checked.revealed?.serverSeed).toBe(rotated.revealed.serverSeed);
      expect(checked.verification).toMatchObject({
        commitmentMatches: true,
        outcomeMatches: true,
        totalBet: round.totalBet,
        totalWin: round.totalWin,
      });
      expect(checked.verification?.result).toEqual(round.result);
    }

    // anyone can replay it by hand from the revealed seeds
    const first = played[0]?.round;
    const byHand = recomputationSchema.parse(
      valueOf(
        await kit.api('POST', ORIGINALS_PATHS.recompute, undefined, {
          gameCode: 'color-game',
          serverSeed: rotated.revealed.serverSeed,
          clientSeed: first?.fairness?.clientSeed,
          nonce: first?.fairness?.nonce,
          bet: first?.bet,
          serverSeedHash: commitment,
        }),
      ),
    );
    expect(byHand).toMatchObject({ commitmentMatches: true, outcomeMatches: null, totalWin: first?.totalWin });
    expect(byHand.result).toEqual(first?.result);
    const wrongSeed = recomputationSchema.parse(
      valueOf(
        await kit.api('POST', ORIGINALS_PATHS.recompute, undefined, {
          gameCode: 'color-game',
          serverSeed: 'a'.repeat(64),
          clientSeed: 'x',
          nonce: 0,
          bet: first?.bet,
          serverSeedHash: commitment,
        }),
      ),
    );
    expect(wrongSeed.commitmentMatches).toBe(false);

    const history = seedHistorySchema.parse(valueOf(await kit.api('GET', ORIGINALS_PATHS.seeds, session.sessionToken)));
    expect(history.list[0]?.serverSeedHash).toBe(commitment);
  });

  it('takes a client seed of the player: the next pair starts with it at nonce 0', async () => {
    const session = await kit.open(demo, 'baccarat');
    await play(session, { stakes: { player: '100' } });
    const rotated = await rotate(session, { clientSeed: 'my-lucky-seed-2024' });
    expect(rotated.seeds).toMatchObject({ clientSeed: 'my-lucky-seed-2024', nextNonce: 0 });
    expect(rotated.revealed.clientSeed).toBe(session.seeds.clientSeed);
    const { round } = await play(session, { stakes: { banker: '100' } });
    expect(round.fairness).toEqual({
      serverSeedHash: rotated.seeds.serverSeedHash,
      clientSeed: 'my-lucky-seed-2024',
      nonce: 0,
    });
    for (const bad of ['has space', '', 'x'.repeat(65), 'ñandú']) {
      const refused = await kit.api('POST', ORIGINALS_PATHS.rotateSeeds, session.sessionToken, { clientSeed: bad });
      expect(kit.errorCode(refused)).toBe('request.invalid');
    }
  });

  it('replays a free-spin round spin by spin', async () => {
    const serverSeed = 'f'.repeat(63) + '1';
    const clientSeed = 'feature-hunt';
    const bet = { lines: 5, coinValue: 2n };
    let nonce = 0;
    while (
      !playSlotRound({ config: kampanaClassic, bet, fairness: { serverSeed, clientSeed, nonce } }).details.feature
        .triggered
    )
      nonce += 1;
    const session = await kit.open(demo, 'kampana-classic');
    await rotate(session);
    // the player's pair in use becomes one whose seeds the test knows, at the nonce that triggers the feature
    const { rows } = await app.db.query<{ player_id: string }>(
      'SELECT player_id FROM originals_sessions WHERE game_code = $1 ORDER BY created_at DESC LIMIT 1',
      ['kampana-classic'],
    );
    const playerId = rows[0]?.player_id;
    await app.db.query(
      "UPDATE originals_seed_pairs SET revealed_at = now() WHERE player_id = $1 AND game_code = 'kampana-classic' AND revealed_at IS NULL",
      [playerId],
    );
    await app.db.query(
      `INSERT INTO originals_seed_pairs (merchant, player_id, game_code, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
       VALUES ('PALARO', $1, 'kampana-classic', $2, $3, $4, $5, now())`,
      [playerId, serverSeed, sha256Hex(serverSeed), clientSeed, nonce],
    );
    const { round } = await play(session, { lines: 5, coinValue: '2' });
    if (round.result?.engine !== 'slot') throw new Error('expected a slot result');
    const { feature, spins } = round.result.details;
    expect(feature).toMatchObject({ triggered: true, multiplier: 2 });
    expect(feature.spinsPlayed).toBeGreaterThanOrEqual(8);
    expect(spins.filter((spin) => spin.kind === 'free')).toHaveLength(feature.spinsPlayed);
    await rotate(session);
    const checked = await verify(session, round.roundId);
    expect(checked.verification).toMatchObject({
      commitmentMatches: true,
      outcomeMatches: true,
      totalWin: round.totalWin,
    });
    expect(checked.verification?.result).toEqual(round.result);
  });

  it('keeps played rounds and committed seeds as they are', async () => {
    await expect(app.db.query("UPDATE originals_rounds SET total_win = 0 WHERE status = 'settled'")).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(app.db.query('DELETE FROM originals_rounds')).rejects.toThrow(/never deleted/);
    await expect(app.db.query("UPDATE originals_seed_pairs SET server_seed = repeat('0', 64)")).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(app.db.query('UPDATE originals_seed_pairs SET next_nonce = 0 WHERE next_nonce > 0')).rejects.toThrow(
      /cannot be changed/,
    );
  });
});
