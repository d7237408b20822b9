import { API, PROVIDER_WALLET_PATHS, launchGameSchema, lotteryLaunchSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor, valueOf } from '../../testing/api-client';
import { manualClock } from '../../testing/manual-clock';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { walletKit } from './wallet-test-kit';

const database = useTestDatabase();
const clock = manualClock();
let app: FastifyInstance;
let token: string;
let kit: ReturnType<typeof walletKit>;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), clock: clock.now });
  token = await tokenFor(app, 'demo', 'Demo1234');
  kit = walletKit(app, clock.now);
});
afterAll(() => app.close());

describe('GET /wps/game/launchGame', () => {
  it('answers the game URL with a launch token, never the session token, and records the game as recent', async () => {
    const nodeId = await kit.nodeOf('gameType=RNG');
    const value = launchGameSchema.parse(
      valueOf(await call(app, 'GET', `${API.launchGame}?nodeId=${nodeId}&category=RNG`, undefined, { token })),
    );
    expect(value.url).toMatch(/^\/provider-sim\/play\/[a-z]+\/[a-z0-9-]+\?token=[A-Za-z0-9_-]{43}&language=EN$/);
    expect(value.url).not.toContain(token);
    expect(value).toMatchObject({ mode: 'real', walletMode: 'seamless', nodeId });
    expect(value.expiresAt).toBe(clock.now() + 120_000);
    const recent = valueOf<{ list: { nodeId: number }[] }>(
      await call(app, 'GET', API.recentGames, undefined, { token }),
    );
    expect(recent.list[0]?.nodeId).toBe(nodeId);
  });

  it('sends Originals to the in-house game server path', async () => {
    const { url } = await kit.launch(token, await kit.nodeOf('gameType=LOCAL'));
    expect(url).toMatch(/^\/originals\/play\/[a-z0-9-]+\?token=/);
  });

  it('refuses guests, unknown or mismatched games, lottery and vendor entries, and free play where unsupported', async () => {
    const rng = await kit.nodeOf('gameType=RNG');
    expect((await call(app, 'GET', `${API.launchGame}?nodeId=${rng}`)).statusCode).toBe(401);
    const code = async (query: string) =>
      kit.errorCode(await call(app, 'GET', `${API.launchGame}?${query}`, undefined, { token }));
    expect(await code('nodeId=999999')).toBe('game.unknown');
    expect(await code(`nodeId=${rng}&vendor=OTHER`)).toBe('game.unknown');
    expect(await code(`nodeId=${await kit.nodeOf('gameType=LOTT')}`)).toBe('game.launch.lottery');
    const entry = valueOf<{ games: { nodeId: number; isGameH5: string }[] }>(
      await call(app, 'GET', `${API.gameList}?gameType=LIVE&pageSize=60`),
    );
    expect(await code(`nodeId=${entry.games.find((game) => game.isGameH5 === 'VASSALAGE')?.nodeId}`)).toBe(
      'game.launch.vendor',
    );
    expect(await code(`nodeId=${await kit.nodeOf('gameType=LIVE&vassalage=BAYANI')}&freePlay=1`)).toBe(
      'game.freeplay.unsupported',
    );
    expect(await code(`nodeId=${rng}&lobbyUrl=https://elsewhere.example/`)).toBe('request.invalid');
  });
});

describe('GET /lgw/games/launch', () => {
  const lottery = (query: string, as: 'player' | 'guest' = 'player') =>
    call(app, 'GET', `${API.lotteryLaunch}?${query}`, undefined, as === 'player' ? { token } : {});

  it("answers the lotto app's frame address (SPEC 2.1) with a launch token the lottery exchanges once", async () => {
    const value = lotteryLaunchSchema.parse(
      valueOf(await lottery('gameId=colour-1m&playType=ent&prize_mode=ModeElott&mui=EN&css=light')),
    );
    expect(value.url).toMatch(
      /^\/m\/lotto-h5\/en\/ent\/games\/colour-1m\?token=[A-Za-z0-9_-]{43}&merchant=PALARO&css=light&prize_mode=ModeElott$/,
    );
    expect(value.url).not.toContain(token);
    expect(value).toMatchObject({ gameId: 'colour-1m', playType: 'ent', prizeMode: 'ModeElott' });
    expect(value.expiresAt).toBe(clock.now() + 120_000);

    const launchToken = new URL(value.url, 'http://palaro.test').searchParams.get('token');
    const session = await kit.signed(PROVIDER_WALLET_PATHS.session, { launchToken }, { provider: 'LOTTERY' });
    expect(session.json()).toMatchObject({
      value: { mode: 'real', language: 'EN', lobbyUrl: '/m/game', game: { gameId: 'colour-1m', vassalage: 'ELOTT' } },
    });
  });

  it('opens the Vietnamese lottery in prize mode SEA and a traditional game in the default ModeElott, in the asked language', async () => {
    const vietnam = lotteryLaunchSchema.parse(valueOf(await lottery('gameId=vn-north&playType=trad&mui=vi')));
    expect(vietnam.url).toMatch(/^\/m\/lotto-h5\/vi\/trad\/games\/vn-north\?token=.+&css=dark&prize_mode=SEA$/);
    const lotto = lotteryLaunchSchema.parse(valueOf(await lottery('gameId=lotto-6-42&playType=trad&mui=TL')));
    expect(lotto).toMatchObject({ prizeMode: 'ModeElott', url: expect.stringMatching(/^\/m\/lotto-h5\/tl\/trad\//) });
  });

  it('refuses guests, games that are not lotteries, another play type or prize mode, and an unknown language', async () => {
    expect((await lottery('gameId=colour-1m&playType=ent&mui=EN', 'guest')).statusCode).toBe(401);
    const code = async (query: string) => kit.errorCode(await lottery(query));
    expect(await code('gameId=no-such-game&playType=ent&mui=EN')).toBe('game.unknown');
    const slot = valueOf<{ games: { gameId: string }[] }>(await call(app, 'GET', `${API.gameList}?gameType=RNG`));
    expect(await code(`gameId=${slot.games[0]?.gameId}&playType=ent&mui=EN`)).toBe('game.unknown');
    expect(await code('gameId=colour-1m&playType=trad&mui=EN')).toBe('lottery.launch.mismatch');
    expect(await code('gameId=lotto-6-42&playType=trad&prize_mode=SEA&mui=EN')).toBe('lottery.launch.mismatch');
    expect(await code('gameId=vn-north&playType=trad&prize_mode=LOTT&mui=EN')).toBe('lottery.launch.mismatch');
    expect(await code('gameId=colour-1m&playType=ent&mui=XX')).toBe('request.invalid');
  });
});

describe('launch token exchange', () => {
  it('works once', async () => {
    const { launchToken } = await kit.launch(token, await kit.nodeOf('gameType=RNG'));
    const first = await kit.signed(PROVIDER_WALLET_PATHS.session, { launchToken });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      value: { mode: 'real', currency: 'PHP', playerName: 'de***o', lobbyUrl: '/m/gameCenter' },
    });
    const again = await kit.signed(PROVIDER_WALLET_PATHS.session, { launchToken });
    expect(kit.errorCode(again)).toBe('wallet.token.invalid');
  });

  it('expires after two minutes', async () => {
    const { launchToken } = await kit.launch(token, await kit.nodeOf('gameType=RNG'));
    clock.advance(120_001);
    expect(kit.errorCode(await kit.signed(PROVIDER_WALLET_PATHS.session, { launchToken }))).toBe(
      'wallet.token.invalid',
    );
  });

  it("is good only for the game's own provider", async () => {
    const { launchToken } = await kit.launch(token, await kit.nodeOf('gameType=RNG'));
    expect(
      kit.errorCode(await kit.signed(PROVIDER_WALLET_PATHS.session, { launchToken }, { provider: 'ORIGINALS' })),
    ).toBe('wallet.token.invalid');
    expect((await kit.signed(PROVIDER_WALLET_PATHS.session, { launchToken })).statusCode).toBe(200);
  });

  it('starts free play with demo money that never reaches the wallet', async () => {
    const session = await kit.session(
      token,
      await kit.nodeOf('gameType=FISH&vassalage=DAGAT'),
      'SIMULATOR',
      '&freePlay=1',
    );
    expect(session).toMatchObject({ mode: 'fun', balance: '1000000' });
    const bet = await kit.signed(PROVIDER_WALLET_PATHS.bet, {
      sessionId: session.sessionId,
      transactionId: kit.id('b'),
      roundId: kit.id('r'),
      amount: '100',
    });
    expect(kit.errorCode(bet)).toBe('wallet.session.fun');
  });
});
