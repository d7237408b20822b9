import { ORIGINALS_PATHS, playRoundSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/api-client';
import { originalsKit, originalsTestApp, useOriginalsDatabase } from './originals-test-kit';

const database = useOriginalsDatabase();
let app: FastifyInstance;
let kit: ReturnType<typeof originalsKit>;

beforeAll(async () => {
  app = await originalsTestApp(database.db());
  kit = originalsKit(app);
  // a merchant may offer free play of an Original
  await app.db.query("UPDATE games SET support_play = 0 WHERE vendor = 'PALARO' AND game_code = 'color-game'");
  app.games.catalogue.invalidate();
});
afterAll(() => app.close());

describe('free play', () => {
  it("plays on the game's demo money and never reaches the wallet", async () => {
    const demo = await kit.login('demo', 'Demo1234');
    const before = await kit.mainBalance(demo);
    const session = await kit.open(demo, 'color-game', '&freePlay=1');
    expect(session).toMatchObject({ mode: 'fun', balance: '1000000' });
    const { round, balance } = playRoundSchema.parse(
      valueOf(
        await kit.api('POST', ORIGINALS_PATHS.rounds, session.sessionToken, {
          requestId: kit.requestId(),
          bet: { stakes: { red: '5000', white: '5000' } },
        }),
      ),
    );
    expect(round.status).toBe('settled');
    expect(BigInt(balance)).toBe(1_000_000n - 10_000n + BigInt(round.totalWin ?? ''));
    expect(await kit.mainBalance(demo)).toBe(before);
    const { rows } = await app.db.query("SELECT 1 FROM wallet_calls WHERE provider = 'ORIGINALS' AND round_id = $1", [
      round.roundId,
    ]);
    expect(rows).toEqual([]);
    await app.db.query("UPDATE originals_sessions SET balance = 50 WHERE mode = 'fun'");
    const tooMuch = await kit.api('POST', ORIGINALS_PATHS.rounds, session.sessionToken, {
      requestId: kit.requestId(),
      bet: { stakes: { red: '100' } },
    });
    expect([tooMuch.statusCode, kit.errorCode(tooMuch)]).toEqual([400, 'wallet.insufficient']);
  });
});
