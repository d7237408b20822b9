import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, PROVIDER_WALLET_PATHS, type WalletBalance, type WalletSession } from '@palaro/contract';
import { parseSetCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor, valueOf } from '../testing/api-client';
import { captureLogs } from '../testing/log-capture';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';
import { verifyLedger } from '../modules/ledger/verify';
import { createWalletClient } from './wallet-client';

const database = useTestDatabase();
const logs = captureLogs();
let app: FastifyInstance;
let base: string;
let token: string;

beforeAll(async () => {
  app = await buildTestApp({ ...database.connection(), logStream: logs.stream, logLevel: 'info' });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  token = await tokenFor(app, 'demo', 'Demo1234');
});
afterAll(() => app.close());

const mainBalance = async (auth = token) =>
  BigInt(
    valueOf<{ wallets: { kind: string; amount: string }[] }>(
      await call(app, 'GET', API.wallets, undefined, { token: auth }),
    ).wallets.find((wallet) => wallet.kind === 'main')?.amount ?? '0',
  );

/** A launched game as its frame holds it: the address it was sent to and the cookie the browser keeps for that address. */
type Game = { path: string; cookie: string; sessionId: string; page: string };

async function launchUrl(query: string, auth = token): Promise<string> {
  const { games } = valueOf<{ games: { nodeId: number }[] }>(
    await call(app, 'GET', `${API.gameList}?${query}&pageSize=1`),
  );
  return valueOf<{ url: string }>(
    await call(app, 'GET', `${API.launchGame}?nodeId=${games[0]?.nodeId}`, undefined, { token: auth }),
  ).url;
}

async function openGame(query: string, auth = token): Promise<Game> {
  const url = await launchUrl(query, auth);
  const launched = await fetch(`${base}${url}`, { redirect: 'manual' });
  expect(launched.status).toBe(303);
  const path = launched.headers.get('location') ?? '';
  const set = parseSetCookie(launched.headers.getSetCookie()[0] ?? '');
  const cookie = `${set.name}=${set.value}`;
  const page = await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  if (!page.includes('id="game"')) throw new Error(`no game page: ${page.slice(0, 200)}`);
  // the used launch link does not open a second game
  expect((await fetch(`${base}${url}`, { redirect: 'manual' })).status).toBe(410);
  return { path, cookie, sessionId: set.value ?? '', page };
}

type RoundAnswer = { ok: boolean; balance: string; message?: string; outcome?: { payout: string; result: string[] } };

async function post(path: string, body: object, cookie?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function round(game: Game, stake: string, choice = ''): Promise<RoundAnswer> {
  return (await (await post(`${game.path}/round`, { stake, choice }, game.cookie)).json()) as RoundAnswer;
}

describe('provider simulator', () => {
  it.each([
    ['slots', 'gameType=RNG', ''],
    ['live table', 'gameType=LIVE&vassalage=PERLAS', 'BANKER'],
    ['fish', 'gameType=FISH', ''],
    ['sports', 'gameType=SPORTS', 'DRAW'],
    ['cockfight', 'gameType=COCKFIGHT', 'HOME'],
    ['cards', 'gameType=PVP', 'TIE'],
  ])('plays %s rounds that settle through the wallet to the exact result', async (_name, query, choice) => {
    const game = await openGame(query);
    expect(game.page).toContain('/provider-sim/assets/game.js');
    const before = await mainBalance();
    let expected = before;
    for (let i = 0; i < 5; i += 1) {
      const answer = await round(game, '1000', choice);
      expect(answer.ok).toBe(true);
      expected += BigInt(answer.outcome?.payout ?? '0') - 1000n;
      expect(BigInt(answer.balance)).toBe(expected);
    }
    expect(await mainBalance()).toBe(expected);
  });

  it('plays the transfer-mode vendor from its sub-wallet once money is moved there', async () => {
    const { rows } = await app.db.query<{ id: bigint }>("SELECT id FROM accounts WHERE username = 'demo'");
    const owner = rows[0]?.id ?? 0n;
    const ledger = app.ledger.service;
    const main = (await ledger.openPlayerAccounts('PALARO', owner, 'PHP')).main;
    const vendor = await ledger.openVendorAccount('PALARO', owner, 'PHP', 'BAYANI');
    await ledger.post({
      merchant: 'PALARO',
      kind: 'transfer',
      reference: 'test-transfer',
      idempotencyKey: 'test-transfer-bayani',
      entries: [
        { account: main.id, amount: -5000n },
        { account: vendor.id, amount: 5000n },
      ],
    });
    const mainBefore = await mainBalance();
    const game = await openGame('gameType=LIVE&vassalage=BAYANI');
    const answer = await round(game, '1000', 'PLAYER');
    expect(answer.ok).toBe(true);
    expect(BigInt(answer.balance)).toBe(4000n + BigInt(answer.outcome?.payout ?? '0'));
    expect(await mainBalance()).toBe(mainBefore);
  });

  it('refuses a stake above the balance and changes nothing', async () => {
    const game = await openGame('gameType=RNG');
    const before = await mainBalance();
    const answer = await round(game, String(before + 100n));
    expect(answer).toMatchObject({ ok: false, message: 'Insufficient balance' });
    expect(await mainBalance()).toBe(before);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });
});

describe("game session: a cookie of the game's own address", () => {
  it('keeps the session id in an HttpOnly, SameSite=Strict cookie scoped to the game, never in an address or the page', async () => {
    const url = await launchUrl('gameType=RNG');
    const launched = await fetch(`${base}${url}`, { redirect: 'manual' });
    const path = launched.headers.get('location') ?? '';
    expect(path).toMatch(/^\/provider-sim\/game\/[A-Za-z0-9_-]{16}$/);
    const cookies = launched.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const set = parseSetCookie(cookies[0] ?? '');
    expect(set).toMatchObject({ path, httpOnly: true, sameSite: 'strict', maxAge: 7200 });
    expect(set.secure).toBeFalsy();
    const sessionId = set.value ?? '';
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    expect(path).not.toContain(sessionId);
    const page = await fetch(`${base}${path}`, { headers: { cookie: `${set.name}=${sessionId}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(sessionId);
  });

  it('places no bet for a request without the cookie, whatever id its body or address carries', async () => {
    const game = await openGame('gameType=RNG');
    const before = await mainBalance();
    const bodyOnly = await post(`${game.path}/round`, { sim: game.sessionId, stake: '100', choice: '' });
    expect(bodyOnly.status).toBe(410);
    expect(await bodyOnly.json()).toMatchObject({ ok: false });
    expect((await post('/provider-sim/api/round', { sim: game.sessionId, stake: '100', choice: '' })).status).toBe(404);
    expect((await post(`/provider-sim/game/${game.sessionId}/round`, { stake: '100', choice: '' })).status).toBe(404);
    expect((await fetch(`${base}/provider-sim/game/${game.sessionId}`)).status).toBe(404);
    expect((await fetch(`${base}/provider-sim/game/%3B${game.path.slice(-15)}`)).status).toBe(404);
    expect((await fetch(`${base}${game.path}`)).status).toBe(410);
    expect(await mainBalance()).toBe(before);
  });

  it('plays two games side by side, each on its own session, and a reload keeps each', async () => {
    const slot = await openGame('gameType=RNG');
    const fish = await openGame('gameType=FISH');
    expect(slot.path).not.toBe(fish.path);
    for (const game of [slot, fish]) {
      const reloaded = await fetch(`${base}${game.path}`, { headers: { cookie: game.cookie } });
      expect(reloaded.status).toBe(200);
      expect(await reloaded.text()).toContain(`data-kind="${game === slot ? 'slot' : 'fish'}"`);
    }
    const before = await mainBalance();
    const reels = await round(slot, '100');
    const shot = await round(fish, '100');
    expect(reels.outcome?.result).toHaveLength(3);
    expect(shot.outcome?.result).toHaveLength(1);
    expect(await mainBalance()).toBe(
      before - 200n + BigInt(reels.outcome?.payout ?? '0') + BigInt(shot.outcome?.payout ?? '0'),
    );
    // one game's cookie does not play another game's address
    expect((await post(`${fish.path}/round`, { stake: '100', choice: '' }, slot.cookie)).status).toBe(410);
  });

  it('ends the game session on close and has the browser forget the cookie', async () => {
    const game = await openGame('gameType=RNG');
    const closed = await post(`${game.path}/close`, {}, game.cookie);
    expect(closed.status).toBe(200);
    expect(parseSetCookie(closed.headers.getSetCookie()[0] ?? '')).toMatchObject({
      name: game.cookie.split('=')[0],
      path: game.path,
      maxAge: 0,
    });
    expect((await fetch(`${base}${game.path}`, { headers: { cookie: game.cookie } })).status).toBe(410);
    expect((await post(`${game.path}/round`, { stake: '100', choice: '' }, game.cookie)).status).toBe(410);
  });

  it('writes the game session id into no log line of a whole play flow', async () => {
    const game = await openGame('gameType=LIVE&vassalage=PERLAS');
    await fetch(`${base}${game.path}`, { headers: { cookie: game.cookie } });
    expect((await round(game, '1000', 'BANKER')).ok).toBe(true);
    await post(`${game.path}/close`, {}, game.cookie);
    const lines = logs.lines();
    expect(lines.some((line) => (line.req as { url?: string } | undefined)?.url === game.path)).toBe(true);
    expect(lines.filter((line) => JSON.stringify(line).includes(game.sessionId))).toEqual([]);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const proxied = await buildTestApp({ ...database.connection(), merchant: { trustProxy: true } });
    try {
      const proxiedBase = await proxied.listen({ port: 0, host: '127.0.0.1' });
      const auth = await tokenFor(proxied, 'demo', 'Demo1234');
      const { games } = valueOf<{ games: { nodeId: number }[] }>(
        await call(proxied, 'GET', `${API.gameList}?gameType=RNG&pageSize=1`),
      );
      const { url } = valueOf<{ url: string }>(
        await call(proxied, 'GET', `${API.launchGame}?nodeId=${games[0]?.nodeId}`, undefined, { token: auth }),
      );
      const launched = await fetch(`${proxiedBase}${url}`, {
        redirect: 'manual',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(launched.status).toBe(303);
      expect(parseSetCookie(launched.headers.getSetCookie()[0] ?? '')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'strict',
      });
    } finally {
      await proxied.close();
    }
  });
});

describe('wallet client', () => {
  let proxy: Server;
  let proxyUrl: string;
  const delayed = new Set<string>();

  beforeAll(async () => {
    const target = new URL(base);
    // answers each path's first call only after the client gave up, though the wallet did the work
    proxy = createServer((incoming, outgoing) => {
      const slow = !delayed.has(incoming.url ?? '');
      delayed.add(incoming.url ?? '');
      const forward = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            setTimeout(
              () => {
                outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
                outgoing.end(Buffer.concat(chunks));
              },
              slow ? 600 : 0,
            );
          });
        },
      );
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  it('sends a timed-out call again with the same ids and the money moves once', async () => {
    const send = createWalletClient({
      baseUrl: () => proxyUrl,
      provider: 'SIMULATOR',
      secret: app.gameWallet.secrets.secretOf('SIMULATOR') ?? '',
      timeoutMs: 300,
      retries: 3,
    });
    const { games } = valueOf<{ games: { nodeId: number }[] }>(
      await call(app, 'GET', `${API.gameList}?gameType=RNG&pageSize=1`),
    );
    const { url } = valueOf<{ url: string }>(
      await call(app, 'GET', `${API.launchGame}?nodeId=${games[0]?.nodeId}`, undefined, { token }),
    );
    const launchToken = new URL(url, base).searchParams.get('token') ?? '';
    // launch tokens are single use, so the exchange goes direct; the bet goes through the slow proxy
    const direct = createWalletClient({
      baseUrl: () => base,
      provider: 'SIMULATOR',
      secret: app.gameWallet.secrets.secretOf('SIMULATOR') ?? '',
    });
    const session = await direct<WalletSession>(PROVIDER_WALLET_PATHS.session, { launchToken });
    if (!session.ok) throw new Error(session.message);
    const before = await mainBalance();
    const bet = await send<WalletBalance>(PROVIDER_WALLET_PATHS.bet, {
      sessionId: session.value.sessionId,
      transactionId: 'retry-bet-1',
      roundId: 'retry-round-1',
      amount: '700',
    });
    expect(bet.ok).toBe(true);
    expect(await mainBalance()).toBe(before - 700n);
    const { rows } = await app.db.query<{ count: bigint }>(
      "SELECT count(*) AS count FROM ledger_transactions WHERE idempotency_key = 'gw:SIMULATOR:retry-bet-1'",
    );
    expect(rows[0]?.count).toBe(1n);
  });
});
