import { ORIGINALS_PATHS, playRoundSchema, type PlayRound } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originalsKit, originalsTestApp, useOriginalsDatabase } from './originals-test-kit';

// PGlite runs one statement at a time, so only a PostgreSQL server can show races
const onPostgres = Boolean(process.env.DATABASE_URL);
const title = onPostgres
  ? 'Originals rounds under concurrency (PostgreSQL)'
  : 'Originals rounds under concurrency: skipped, set DATABASE_URL to a PostgreSQL server';

const database = useOriginalsDatabase();
let app: FastifyInstance;
let kit: ReturnType<typeof originalsKit>;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await originalsTestApp(database.db());
  kit = originalsKit(app);
});
afterAll(async () => app?.close());

describe.skipIf(!onPostgres)(title, () => {
  it('60 rounds at once (a third of them sent twice) and a rotation in the middle: every round once, nonces without gaps, money exact', async () => {
    const demo = await kit.login('demo', 'Demo1234');
    const session = await kit.open(demo, 'color-game');
    const before = await kit.mainBalance(demo);
    const requests = Array.from({ length: 60 }, (_, i) => ({
      requestId: `burst-${i}-${kit.requestId()}`,
      bet: { stakes: { red: '100', green: '200' } },
    }));
    const sends = [...requests, ...requests.filter((_, i) => i % 3 === 0)].map((request) =>
      kit.api('POST', ORIGINALS_PATHS.rounds, session.sessionToken, request).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return playRoundSchema.parse(response.json<{ value: unknown }>().value);
      }),
    );
    const rotation = kit.api('POST', ORIGINALS_PATHS.rotateSeeds, session.sessionToken, {});
    const answers: PlayRound[] = await Promise.all(sends);
    expect((await rotation).statusCode).toBe(200);

    const rounds = new Map(answers.map((answer) => [answer.round.roundId, answer.round]));
    expect(rounds.size).toBe(60);
    expect([...rounds.values()].every((round) => round.status === 'settled')).toBe(true);
    // per seed pair, the nonces are 0, 1, 2, ... with no gap and no repeat
    const byPair = new Map<string, number[]>();
    for (const round of rounds.values()) {
      const key = round.fairness?.serverSeedHash ?? '';
      byPair.set(key, [...(byPair.get(key) ?? []), round.fairness?.nonce ?? -1]);
    }
    for (const nonces of byPair.values()) {
      const sorted = [...nonces].sort((a, b) => a - b);
      const first = sorted[0] ?? 0;
      expect(sorted).toEqual(sorted.map((_, i) => first + i));
    }
    const net = [...rounds.values()].reduce(
      (sum, round) => sum + BigInt(round.totalWin ?? '0') - BigInt(round.totalBet),
      0n,
    );
    expect(await kit.mainBalance(demo)).toBe(before + net);
    const { rows } = await app.db.query<{ kind: string; count: number }>(
      "SELECT kind, count(*)::int AS count FROM wallet_calls WHERE provider = 'ORIGINALS' GROUP BY kind ORDER BY kind",
    );
    expect(rows).toEqual([
      { kind: 'bet', count: 60 },
      { kind: 'endRound', count: 60 },
      { kind: 'win', count: 60 },
    ]);
  });
});
