import {
  API,
  bannerListSchema,
  favouriteIdsSchema,
  favouriteListSchema,
  gameListSchema,
  gameRowSchema,
  vendorGameTypesSchema,
  type GameList,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor, valueOf } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  token = await tokenFor(app, 'demo', 'Demo1234');
});
afterAll(() => app.close());

const list = async (query: string, auth?: string): Promise<GameList> =>
  gameListSchema.parse(
    valueOf(await call(app, 'GET', `${API.gameList}?${query}`, undefined, auth ? { token: auth } : {})),
  );

describe('GET /wps/game/list', () => {
  it('pages the lobby by 9 in catalogue order, Originals first', async () => {
    const first = await list('gameType=&pageNo=1&pageSize=9&platform=html5&language=EN');
    expect(first.games).toHaveLength(9);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.total / 9));
    expect(first.games[0]?.gameType).toBe('LOCAL');
    const last = await list(`pageNo=${first.totalPages}`);
    expect(last.games.length).toBeGreaterThan(0);
    const beyond = await list(`pageNo=${first.totalPages + 1}`);
    expect(beyond.games).toEqual([]);
    expect(beyond.totalPages).toBe(first.totalPages);
  });

  it('filters by category, vendor, name, new, stake and lines', async () => {
    const rng = await list('gameType=RNG&pageSize=60');
    expect(rng.total).toBeGreaterThan(9);
    expect(rng.games.every((game) => game.gameType === 'RNG')).toBe(true);
    const lumen = await list('gameType=RNG&vassalage=lumen&pageSize=60');
    expect(lumen.games.every((game) => game.vassalage === 'LUMEN' && game.displayName === 'Lumen Slots')).toBe(true);
    expect((await list('gameName=%20carabao%20')).games.map((game) => game.gameName)).toEqual(['Golden Carabao']);
    const fresh = await list('isNew=1&pageSize=60');
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.games.every((game) => game.gameClassifyNew === 1)).toBe(true);
    expect((await list('gameClassify=new&pageSize=60')).total).toBe(fresh.total);
    const cheap = await list('minBet=100&pageSize=60');
    expect(cheap.games.every((game) => BigInt(game.minBet) <= 100n)).toBe(true);
    const wide = await list('minLine=40&pageSize=60');
    expect(wide.total).toBeGreaterThan(0);
    expect(wide.games.every((game) => game.lines >= 40)).toBe(true);
    expect((await list('gameName=nothing-like-this')).totalPages).toBe(0);
  });

  it('marks the transfer-mode vendor and the vendor entry tile', async () => {
    const live = await list('gameType=LIVE&pageSize=60');
    expect(
      live.games.filter((game) => game.vassalage === 'BAYANI').every((game) => game.walletMode === 'transfer'),
    ).toBe(true);
    expect(live.games.some((game) => game.isGameH5 === 'VASSALAGE')).toBe(true);
  });

  it('refuses bad filters with 400 and FAV without a session with 401', async () => {
    expect((await call(app, 'GET', `${API.gameList}?gameType=CARDS`)).statusCode).toBe(400);
    expect((await call(app, 'GET', `${API.gameList}?pageSize=1000`)).statusCode).toBe(400);
    expect((await call(app, 'GET', `${API.gameList}?gameClassify=FAV`)).statusCode).toBe(401);
  });

  it('sees a catalogue change at once on this instance and answers the same query anew', async () => {
    const before = await list('gameName=Golden%20Carabao');
    expect(before.total).toBe(1);
    await app.db.query("UPDATE games SET enabled = false WHERE game_code = 'golden-carabao'");
    app.games.catalogue.invalidate();
    expect((await list('gameName=Golden%20Carabao')).total).toBe(0);
    await app.db.query("UPDATE games SET enabled = true WHERE game_code = 'golden-carabao'");
    app.games.catalogue.invalidate();
    expect((await list('gameName=Golden%20Carabao')).total).toBe(1);
  });
});

describe('vendor game types, banners, hot', () => {
  it('counts the games of each vendor per type', async () => {
    const types = vendorGameTypesSchema.parse(valueOf(await call(app, 'GET', `${API.vendorGameTypes}?typeId=1`)));
    const rng = types.RNG ?? [];
    expect(rng.map((vendor) => vendor.vassalage)).toEqual(['LUMEN', 'TALA', 'ALON']);
    const lumen = await list('vassalage=LUMEN&pageSize=60');
    expect(rng[0]?.gameCount).toBe(lumen.total);
    expect(Object.keys(types)).toEqual(
      expect.arrayContaining(['LOCAL', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT']),
    );
  });

  it('answers banners by group', async () => {
    const { banners } = bannerListSchema.parse(
      valueOf(await call(app, 'GET', `${API.banners}?groupName=m_home,m_recommend`)),
    );
    expect(banners.filter((banner) => banner.groupName === 'm_home')).toHaveLength(3);
    const recommended = banners.filter((banner) => banner.groupName === 'm_recommend');
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.every((banner) => banner.linkageType === 'G' && /^\d+$/.test(banner.linkage))).toBe(true);
    expect((await call(app, 'GET', `${API.banners}?groupName=m_nothing`)).statusCode).toBe(400);
  });

  it('lists hot games most played first', async () => {
    const [first, second] = (await list('gameType=FISH&pageSize=2')).games;
    if (!first || !second) throw new Error('demo FISH games missing');
    // the HOT list is kept as a finished body: it must follow the new order too
    const hotBefore = await list('gameClassify=HOT&gameType=FISH&pageSize=3');
    expect(hotBefore.games[0]?.nodeId).toBe(first.nodeId);
    // rounds are what the wallet records; two for the second game, none for the first
    const { rows } = await app.db.query<{ id: bigint }>("SELECT id FROM accounts WHERE username = 'demo'");
    const accountId = rows[0]?.id;
    await app.db.query(
      `INSERT INTO game_sessions (id, merchant, provider, account_id, node_id, vendor, mode, wallet_account_id)
       VALUES ('hot-test-session-0001', 'PALARO', 'SIMULATOR', $1, $2, $3, 'real', 1)`,
      [accountId, second.nodeId, second.vassalage],
    );
    for (const round of ['r1', 'r2']) {
      await app.db.query(
        `INSERT INTO wallet_rounds (provider, round_id, merchant, session_id, account_id, node_id, bet_count, bet_total)
         VALUES ('SIMULATOR', $1, 'PALARO', 'hot-test-session-0001', $2, $3, 1, 100)`,
        [`hot-${round}`, accountId, second.nodeId],
      );
    }
    app.games.catalogue.invalidate();
    await app.db.query('UPDATE catalogue_revisions SET revision = revision + 1');
    const hot = gameRowSchema.parse(valueOf(await call(app, 'GET', `${API.hotGames}?gameType=FISH&pageSize=3`)));
    expect(hot.list[0]?.nodeId).toBe(second.nodeId);
    expect(hot.list).toHaveLength(3);
    const hotAfter = await list('gameClassify=HOT&gameType=FISH&pageSize=3');
    expect(hotAfter.games.map((game) => game.nodeId)).toEqual(hot.list.map((game) => game.nodeId));
  });
});

describe('favourites and recent games', () => {
  it('adds, lists and removes favourites of the player', async () => {
    const [a, b] = (await list('gameType=RNG&pageSize=2')).games;
    if (!a || !b) throw new Error('demo RNG games missing');
    expect(
      favouriteIdsSchema.parse(
        valueOf(await call(app, 'POST', API.favourites, { nodeId: a.nodeId, vendor: a.vassalage }, { token })),
      ),
    ).toEqual([String(a.nodeId)]);
    await call(app, 'POST', API.favourites, { nodeId: String(b.nodeId) }, { token });
    await call(app, 'POST', API.favourites, { nodeId: b.nodeId }, { token });
    expect(valueOf(await call(app, 'GET', API.favouriteIds, undefined, { token }))).toEqual([
      String(b.nodeId),
      String(a.nodeId),
    ]);
    const page = favouriteListSchema.parse(
      valueOf(await call(app, 'GET', `${API.favourites}?pageNo=1&pageSize=1`, undefined, { token })),
    );
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(page.content.map((game) => game.nodeId)).toEqual([b.nodeId]);
    expect((await list('gameClassify=fav', token)).games.map((game) => game.nodeId)).toEqual([b.nodeId, a.nodeId]);
    expect(valueOf(await call(app, 'DELETE', API.favourites, { nodeId: b.nodeId }, { token }))).toEqual([
      String(a.nodeId),
    ]);
    expect(valueOf(await call(app, 'DELETE', API.favourites, { nodeId: b.nodeId }, { token }))).toEqual([
      String(a.nodeId),
    ]);
  });

  it('refuses unknown games, a wrong vendor and guests', async () => {
    expect((await call(app, 'POST', API.favourites, { nodeId: 999_999 }, { token })).json()).toMatchObject({
      errorCode: 'game.unknown',
    });
    const [game] = (await list('gameType=RNG&pageSize=1')).games;
    expect(
      (await call(app, 'POST', API.favourites, { nodeId: game?.nodeId, vendor: 'OTHER' }, { token })).statusCode,
    ).toBe(404);
    expect((await call(app, 'GET', API.favouriteIds)).statusCode).toBe(401);
    expect((await call(app, 'POST', API.favourites, { nodeId: game?.nodeId })).statusCode).toBe(401);
  });

  it('keeps recent games last played first', async () => {
    const games = (await list('gameType=PVP&pageSize=3')).games;
    for (const game of games)
      valueOf(await call(app, 'GET', `${API.recentGameAdd}?nodeId=${game.nodeId}`, undefined, { token }));
    valueOf(await call(app, 'GET', `${API.recentGameAdd}?nodeId=${games[0]?.nodeId}`, undefined, { token }));
    const recent = gameRowSchema.parse(valueOf(await call(app, 'GET', API.recentGames, undefined, { token })));
    expect(recent.list.map((game) => game.nodeId)).toEqual([games[0], games[2], games[1]].map((game) => game?.nodeId));
    expect((await list('gameClassify=RECENT&pageSize=2', token)).totalPages).toBe(2);
    expect((await call(app, 'GET', API.recentGames)).statusCode).toBe(401);
  });
});

describe('game list freshness and sharing', () => {
  const query = 'gameType=RNG&vassalage=LUMEN&pageSize=60';
  const names = (value: GameList) => value.games.map((game) => game.gameName);
  const decoded = async (headers: Record<string, string>) => {
    const response = await app.inject({ url: `${API.gameList}?${query}`, headers });
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const encoding = response.headers['content-encoding'];
    const text =
      encoding === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : encoding === 'gzip'
          ? gunzipSync(response.rawPayload).toString()
          : response.body;
    return gameListSchema.parse(JSON.parse(text).value);
  };

  it('shows a catalogue change in the next call, in every encoding and spelling of a query answered before', async () => {
    const spellings = [query, 'pageSize=60&vassalage=lumen&gameType=RNG&merchant=PALARO&platform=html5'];
    const before = await list(spellings[0] ?? '');
    expect(names(await list(spellings[1] ?? ''))).toEqual(names(before));
    expect(names(await decoded({ 'accept-encoding': 'br' }))).toEqual(names(before));
    expect(names(await decoded({ 'accept-encoding': 'gzip' }))).toEqual(names(before));
    const [gone] = before.games;
    if (!gone) throw new Error('demo LUMEN games missing');

    await app.db.query('UPDATE games SET enabled = false WHERE node_id = $1', [gone.nodeId]);
    app.games.catalogue.invalidate();
    for (const spelling of spellings)
      expect((await list(spelling)).games.map((game) => game.nodeId)).not.toContain(gone.nodeId);
    expect((await decoded({ 'accept-encoding': 'br' })).total).toBe(before.total - 1);
    expect((await decoded({ 'accept-encoding': 'gzip' })).total).toBe(before.total - 1);

    await app.db.query('UPDATE games SET enabled = true WHERE node_id = $1', [gone.nodeId]);
    app.games.catalogue.invalidate();
    expect(names(await decoded({ 'accept-encoding': 'br' }))).toEqual(names(before));
  });

  it('shows a change made by another instance (no invalidation here) within two seconds', async () => {
    const before = await list(query);
    const [renamed] = before.games;
    if (!renamed) throw new Error('demo LUMEN games missing');
    await app.db.query("UPDATE games SET name = 'Renamed Elsewhere' WHERE node_id = $1", [renamed.nodeId]);
    const startedAt = Date.now();
    let seen = false;
    while (!seen && Date.now() - startedAt < 3_000) {
      seen = (await list(query)).games.some((game) => game.gameName === 'Renamed Elsewhere');
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(2_500);
    await app.db.query('UPDATE games SET name = $2 WHERE node_id = $1', [renamed.nodeId, renamed.gameName]);
    app.games.catalogue.invalidate();
  });

  it('keeps favourites per player, and answers shared lists alike to guests and players', async () => {
    const agent = await tokenFor(app, 'agent', 'Agent1234');
    const [mine] = (await list('gameType=FISH&pageSize=1')).games;
    if (!mine) throw new Error('demo FISH games missing');
    await call(app, 'POST', API.favourites, { nodeId: mine.nodeId }, { token });
    const demoFavourites = (await list('gameClassify=FAV&pageSize=60', token)).games.map((game) => game.nodeId);
    expect(demoFavourites).toContain(mine.nodeId);
    // the same query string from another player is that player's own list
    expect((await list('gameClassify=FAV&pageSize=60', agent)).games.map((game) => game.nodeId)).not.toContain(
      mine.nodeId,
    );
    expect((await list('gameClassify=FAV&pageSize=60', token)).games.map((game) => game.nodeId)).toEqual(
      demoFavourites,
    );
    expect((await call(app, 'GET', `${API.gameList}?gameClassify=FAV&pageSize=60`)).statusCode).toBe(401);
    await call(app, 'DELETE', API.favourites, { nodeId: mine.nodeId }, { token });
    expect((await list('gameClassify=FAV&pageSize=60', token)).games.map((game) => game.nodeId)).not.toContain(
      mine.nodeId,
    );

    expect(await list('gameType=FISH&pageSize=30', token)).toEqual(await list('gameType=FISH&pageSize=30'));
  });
});

describe('game list answers', () => {
  it('serves the same body compressed once for clients that accept it', async () => {
    const url = `${API.gameList}?gameType=RNG&pageSize=30`;
    const plain = await app.inject({ url });
    const again = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(again.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
