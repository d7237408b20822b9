import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, PROVIDER_WALLET_PATHS, type WalletBalance, type WalletSession } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor, valueOf } from '../testing/api-client';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';
import { verifyLedger } from '../modules/ledger/verify';
import { createWalletClient } from './wallet-client';

const database = useTestDatabase();
let app: FastifyInstance;
let base: string;
let token: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  token = await tokenFor(app, 'demo', 'Demo1234');
});
afterAll(() => app.close());

const mainBalance = async (auth = token) => BigInt(valueOf<{ wallets: { kind: string; amount: string }[] }>(await call(app, 'GET', API.wallets, undefined, { token: auth })).wallets.find((wallet) => wallet.kind === 'main')?.amount ?? '0');

async function openGame(query: string, auth = token): Promise<{ sim: string; page: string }> {
  const { games } = valueOf<{ games: { nodeId: number }[] }>(await call(app, 'GET', `${API.gameList}?${query}&pageSize=1`));
  const { url } = valueOf<{ url: string }>(await call(app, 'GET', `${API.launchGame}?nodeId=${games[0]?.nodeId}`, undefined, { token: auth }));
  const launched = await fetch(`${base}${url}`, { redirect: 'manual' });
  expect(launched.status).toBe(303);
  const location = launched.headers.get('location') ?? '';
  const page = await (await fetch(`${base}${location}`)).text();
  const sim = /data-sim="([^"]+)"/.exec(page)?.[1];
  if (!sim) throw new Error(`no game page: ${page.slice(0, 200)}`);
  // the used launch link does not open a second game
  expect((await fetch(`${base}${url}`, { redirect: 'manual' })).status).toBe(410);
  return { sim, page };
}

async function round(sim: string, stake: string, choice = '') {
  const response = await fetch(`${base}/provider-sim/api/round`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sim, stake, choice }) });
  return (await response.json()) as { ok: boolean; balance: string; message?: string; outcome?: { payout: string } };
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
    const { sim, page } = await openGame(query);
    expect(page).toContain('/provider-sim/assets/game.js');
    const before = await mainBalance();
    let expected = before;
    for (let i = 0; i < 5; i += 1) {
      const answer = await round(sim, '1000', choice);
      expect(answer.ok).toBe(true);
      expected += BigInt(answer.outcome?.payout ?? '0') - 1000n;
      expect(BigInt(answer.balance)).toBe(expected);
    }
    expect(await mainBalance()).toBe(expected);
  });

  it('plays the transfer-mode vendor from its sub-wallet once money is moved there', async () => {
    const { rows } = await app.db.query<{ id: bigint }>("SELECT id FROM accounts WHERE username = 'demo'");
    const owner = rows[0]?.id ?? 0n;
    const ledger = app.gameWallet.ledgerForTests;
    const main = (await ledger.openPlayerAccounts('PALARO', owner, 'PHP')).main;
    const vendor = await ledger.openVendorAccount('PALARO', owner, 'PHP', 'BAYANI');
    await ledger.post({ merchant: 'PALARO', kind: 'transfer', reference: 'test-transfer', idempotencyKey: 'test-transfer-bayani', entries: [{ account: main.id, amount: -5000n }, { account: vendor.id, amount: 5000n }] });
    const mainBefore = await mainBalance();
    const { sim } = await openGame('gameType=LIVE&vassalage=BAYANI');
    const answer = await round(sim, '1000', 'PLAYER');
    expect(answer.ok).toBe(true);
    expect(BigInt(answer.balance)).toBe(4000n + BigInt(answer.outcome?.payout ?? '0'));
    expect(await mainBalance()).toBe(mainBefore);
  });

  it('refuses a stake above the balance and changes nothing', async () => {
    const { sim } = await openGame('gameType=RNG');
    const before = await mainBalance();
    const answer = await round(sim, String(before + 100n));
    expect(answer).toMatchObject({ ok: false, message: 'Insufficient balance' });
    expect(await mainBalance()).toBe(before);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
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
      const forward = httpRequest({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          setTimeout(() => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            outgoing.end(Buffer.concat(chunks));
          }, slow ? 600 : 0);
        });
      });
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  it('sends a timed-out call again with the same ids and the money moves once', async () => {
    const send = createWalletClient({ baseUrl: () => proxyUrl, provider: 'SIMULATOR', secret: app.gameWallet.secrets.secretOf('SIMULATOR') ?? '', timeoutMs: 300, retries: 3 });
    const { games } = valueOf<{ games: { nodeId: number }[] }>(await call(app, 'GET', `${API.gameList}?gameType=RNG&pageSize=1`));
    const { url } = valueOf<{ url: string }>(await call(app, 'GET', `${API.launchGame}?nodeId=${games[0]?.nodeId}`, undefined, { token }));
    const launchToken = new URL(url, base).searchParams.get('token') ?? '';
    // launch tokens are single use, so the exchange goes direct; the bet goes through the slow proxy
    const direct = createWalletClient({ baseUrl: () => base, provider: 'SIMULATOR', secret: app.gameWallet.secrets.secretOf('SIMULATOR') ?? '' });
    const session = await direct<WalletSession>(PROVIDER_WALLET_PATHS.session, { launchToken });
    if (!session.ok) throw new Error(session.message);
    const before = await mainBalance();
    const bet = await send<WalletBalance>(PROVIDER_WALLET_PATHS.bet, { sessionId: session.value.sessionId, transactionId: 'retry-bet-1', roundId: 'retry-round-1', amount: '700' });
    expect(bet.ok).toBe(true);
    expect(await mainBalance()).toBe(before - 700n);
    const { rows } = await app.db.query<{ count: bigint }>("SELECT count(*) AS count FROM ledger_transactions WHERE idempotency_key = 'gw:SIMULATOR:retry-bet-1'");
    expect(rows[0]?.count).toBe(1n);
  });
});
