import {
  API,
  gameRoundSchema,
  memberTransactionPageSchema,
  ORIGINALS_PATHS,
  playRoundSchema,
  type OpenSession,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { originalsKit, originalsTestApp, useOriginalsDatabase } from '../originals-server/originals-test-kit';

const database = useOriginalsDatabase();
let app: FastifyInstance;
let kit: ReturnType<typeof originalsKit>;
let demo: string;
let roundId: string;

const play = async (session: OpenSession) =>
  playRoundSchema.parse(
    valueOf(
      await kit.api('POST', ORIGINALS_PATHS.rounds, session.sessionToken, {
        requestId: kit.requestId(),
        bet: { stakes: { red: '500' } },
      }),
    ),
  );
const report = async (token: string) =>
  memberTransactionPageSchema.parse(
    valueOf(await call(app, 'GET', `${API.memberTransaction}?txCodes=bet,win&pageSize=50`, undefined, { token })),
  );
const roundUrl = (provider: string, id: string) =>
  `${API.gameRound}?provider=${provider}&roundId=${encodeURIComponent(id)}`;

beforeAll(async () => {
  app = await originalsTestApp(database.db());
  kit = originalsKit(app);
  demo = await kit.login('demo', 'Demo1234');
  roundId = (await play(await kit.open(demo, 'color-game'))).round.roundId;
});
afterAll(() => app.close());

describe('game rounds in the transaction report', () => {
  it('names the game and vendor of a bet instead of the internal reference', async () => {
    const page = await report(demo);
    const bet = page.list.find((row) => row.txCode === 'bet' && row.round?.roundId === roundId);
    expect(bet?.round).toEqual({
      provider: 'ORIGINALS',
      roundId,
      gameName: 'Color Game',
      gameCode: 'color-game',
      vendor: expect.any(String) as string,
      vendorName: expect.stringMatching(/Originals/) as string,
      provablyFair: true,
    });
    // entries that are not rounds carry no round
    const other = await call(app, 'GET', `${API.memberTransaction}?txCodes=deposit,adjustment`, undefined, {
      token: demo,
    });
    expect(memberTransactionPageSchema.parse(valueOf(other)).list.every((row) => row.round === null)).toBe(true);
  });

  it('opens one of the player own rounds with its money and the fairness proof of an Original', async () => {
    const detail = gameRoundSchema.parse(
      valueOf(await call(app, 'GET', roundUrl('ORIGINALS', roundId), undefined, { token: demo })),
    );
    expect(detail).toMatchObject({
      status: 'closed',
      betTotal: '500',
      round: { gameName: 'Color Game', provablyFair: true },
    });
    expect(detail.fairness?.round).toMatchObject({ roundId, gameCode: 'color-game', revealed: false });
    expect(detail.fairness?.round.fairness?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // the server seed stays secret until the player rotates it in the game
    expect(detail.fairness?.revealed).toBeNull();
    expect(JSON.stringify(detail)).not.toMatch(/"serverSeed"/);
  });

  it('shows the recomputed check once the seed is revealed', async () => {
    const session = await kit.open(demo, 'color-game');
    const played = (await play(session)).round.roundId;
    await kit.api('POST', ORIGINALS_PATHS.rotateSeeds, session.sessionToken, {});
    const detail = gameRoundSchema.parse(
      valueOf(await call(app, 'GET', roundUrl('ORIGINALS', played), undefined, { token: demo })),
    );
    expect(detail.fairness?.revealed?.serverSeed).toMatch(/^[0-9a-f]+$/);
    expect(detail.fairness?.verification).toMatchObject({ commitmentMatches: true, outcomeMatches: true });
  });

  it('keeps another player out of the round and refuses a malformed query', async () => {
    const agent = await kit.login('agent', 'Agent1234');
    const foreign = await call(app, 'GET', roundUrl('ORIGINALS', roundId), undefined, { token: agent });
    expect(foreign.statusCode).toBe(404);
    expect(kit.errorCode(foreign)).toBe('game.round.unknown');
    const bad = await call(app, 'GET', roundUrl('originals; drop', roundId), undefined, { token: demo });
    expect(bad.statusCode).toBe(400);
    const guest = await call(app, 'GET', roundUrl('ORIGINALS', roundId));
    expect(guest.statusCode).toBe(401);
  });
});
