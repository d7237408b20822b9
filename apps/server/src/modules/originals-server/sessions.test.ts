import {
  ORIGINALS_PATHS,
  originalsStateSchema,
  playRoundSchema,
  roundHistorySchema,
  roundVerifyPath,
  seedHistorySchema,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { originalsKit, originalsTestApp, useOriginalsDatabase } from './originals-test-kit';
import { ORIGINALS_SESSION_TTL_MS } from './service-sessions';

const database = useOriginalsDatabase();
const clock = manualClock();
let app: FastifyInstance;
let kit: ReturnType<typeof originalsKit>;
let demo: string;
let agent: string;

beforeAll(async () => {
  app = await originalsTestApp(database.db(), { clock: clock.now });
  kit = originalsKit(app);
  [demo, agent] = [await kit.login('demo', 'Demo1234'), await kit.login('agent', 'Agent1234')];
});
afterAll(() => app.close());

describe('game sessions', () => {
  it('exchanges a launch token once for a session of the launched game with its table, balance and seeds', async () => {
    const launch = await kit.launchToken(demo, 'isla-fortuna', '&language=TL&lobbyUrl=/m/gameCenter?gameType=LOCAL');
    const opened = valueOf<Record<string, unknown>>(await kit.openWith(launch));
    expect(opened).toMatchObject({
      mode: 'real',
      currency: 'PHP',
      language: 'TL',
      lobbyUrl: '/m/gameCenter?gameType=LOCAL',
      player: { name: 'de***o' },
      game: { gameCode: 'isla-fortuna', engine: 'slot', gameName: 'Isla Fortuna' },
      table: { engine: 'slot', rows: 3, lineChoices: [1, 5, 10, 20] },
      seeds: { nextNonce: 0 },
    });
    expect(opened.balance).toBe((await kit.mainBalance(demo)).toString());
    expect(JSON.stringify(opened)).not.toContain(launch);
    const again = await kit.openWith(launch);
    expect([again.statusCode, kit.errorCode(again)]).toEqual([400, 'wallet.token.invalid']);
  });

  it("never shows one player another player's rounds or seeds", async () => {
    const mine = await kit.open(demo, 'color-game');
    const { round } = playRoundSchema.parse(
      valueOf(
        await kit.api('POST', ORIGINALS_PATHS.rounds, mine.sessionToken, {
          requestId: kit.requestId(),
          bet: { stakes: { blue: '100' } },
        }),
      ),
    );
    await kit.api('POST', ORIGINALS_PATHS.rotateSeeds, mine.sessionToken, {});
    const theirs = await kit.open(agent, 'color-game');
    expect(theirs.seeds.serverSeedHash).not.toBe(mine.seeds.serverSeedHash);
    const history = roundHistorySchema.parse(
      valueOf(await kit.api('GET', ORIGINALS_PATHS.rounds, theirs.sessionToken)),
    );
    expect(history.list).toEqual([]);
    const seeds = seedHistorySchema.parse(valueOf(await kit.api('GET', ORIGINALS_PATHS.seeds, theirs.sessionToken)));
    expect(seeds.list).toEqual([]);
    const foreign = await kit.api('GET', roundVerifyPath(round.roundId), theirs.sessionToken);
    expect([foreign.statusCode, kit.errorCode(foreign)]).toEqual([404, 'originals.round.unknown']);
    expect((await kit.api('GET', roundVerifyPath(round.roundId), mine.sessionToken)).statusCode).toBe(200);
    // the same request id is the other player's own: it plays a new round of theirs, not the first player's
    expect(
      kit.errorCode(
        await kit.api('POST', ORIGINALS_PATHS.rounds, theirs.sessionToken, {
          requestId: 'shared-request-id',
          bet: { stakes: { red: '100' } },
        }),
      ),
    ).toBe('wallet.insufficient');
  });

  it('keeps rounds and seeds per game', async () => {
    const colour = await kit.open(demo, 'color-game');
    const baccarat = await kit.open(demo, 'baccarat');
    expect(baccarat.seeds.serverSeedHash).not.toBe(colour.seeds.serverSeedHash);
    const list = roundHistorySchema.parse(
      valueOf(await kit.api('GET', ORIGINALS_PATHS.rounds, baccarat.sessionToken)),
    ).list;
    expect(list.every((round) => round.gameCode === 'baccarat')).toBe(true);
  });

  it('answers the state again for a reload, and refuses missing, unknown and (last, as the clock moves on) expired session tokens', async () => {
    const session = await kit.open(demo, 'color-game');
    const state = originalsStateSchema.parse(
      valueOf(await kit.api('GET', ORIGINALS_PATHS.state, session.sessionToken)),
    );
    expect(state.seeds).toEqual(session.seeds);
    // the session's own token with its first character changed: always another token of the same shape
    const altered = `${session.sessionToken.startsWith('A') ? 'B' : 'A'}${session.sessionToken.slice(1)}`;
    for (const token of [undefined, 'x'.repeat(43), altered]) {
      const refused = await kit.api('GET', ORIGINALS_PATHS.state, token);
      expect([refused.statusCode, kit.errorCode(refused)]).toEqual([401, 'originals.session.invalid']);
    }
    clock.advance(ORIGINALS_SESSION_TTL_MS + 1);
    expect(kit.errorCode(await kit.api('GET', ORIGINALS_PATHS.state, session.sessionToken))).toBe(
      'originals.session.invalid',
    );
  });

  it('checks the game session before reading the body of a call', async () => {
    const garbage = `{"requestId": "${'x'.repeat(600_000)}`;
    const answer = await app.inject({
      method: 'POST',
      url: ORIGINALS_PATHS.rounds,
      payload: garbage,
      headers: { 'content-type': 'application/json', authorization: 'not-a-session' },
    });
    expect(answer.statusCode).toBe(401);
    expect(kit.errorCode(answer)).toBe('originals.session.invalid');
  });
});
