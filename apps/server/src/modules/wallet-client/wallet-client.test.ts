import { PROVIDER_HEADERS, PROVIDER_WALLET_ERRORS, PROVIDER_WALLET_PATHS } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../testing/api-client';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { walletKit } from '../game-wallet/wallet-test-kit';
import {
  createProviderWalletClient,
  injectTransport,
  signBody,
  WalletUnavailableError,
  type WalletReply,
  type WalletTransport,
} from './index';

const database = useTestDatabase();

type Sent = { path: string; body: string; headers: Record<string, string> };

/** A transport that records what was sent and answers from a script: a reply, or an error thrown as a lost call. */
function scripted(...replies: (WalletReply | Error)[]) {
  const sent: Sent[] = [];
  const transport: WalletTransport = async (path, body, headers) => {
    sent.push({ path, body, headers });
    const next = replies.shift() ?? new Error('script ended');
    if (next instanceof Error) throw next;
    return next;
  };
  return { sent, transport };
}

const balanceAnswer: WalletReply = {
  status: 200,
  body: { success: true, value: { balance: '1500', currency: 'PHP', walletTransactionId: 'wt-1', round: 'open' } },
};
let now = 1_700_000_000_000;
const client = (transport: WalletTransport, retryDelaysMs = [1, 1, 1]) =>
  createProviderWalletClient({
    provider: 'ACME',
    secret: () => 'acme-secret',
    transport,
    clock: () => (now += 1_000),
    retryDelaysMs,
  });

describe('provider-wallet client: signing and retries', () => {
  it('signs the exact bytes it sends with the provider secret and names the provider', async () => {
    const { sent, transport } = scripted(balanceAnswer);
    await client(transport).balance('s-1');
    const [call] = sent;
    expect(call?.path).toBe(PROVIDER_WALLET_PATHS.balance);
    expect(call?.headers[PROVIDER_HEADERS.provider]).toBe('ACME');
    expect(call?.headers[PROVIDER_HEADERS.signature]).toBe(signBody('acme-secret', call?.body ?? ''));
    expect(JSON.parse(call?.body ?? '')).toEqual({ sessionId: 's-1', timestamp: now });
  });

  it('sends an unanswered call again with the same transaction id and a fresh timestamp, and takes the answer', async () => {
    const { sent, transport } = scripted(new Error('timed out'), { status: 502, body: undefined }, balanceAnswer);
    const answer = await client(transport).bet({
      sessionId: 's-1',
      transactionId: 'r-1:bet',
      roundId: 'r-1',
      amount: 2500n,
    });
    expect(answer).toEqual({
      ok: true,
      value: { balance: '1500', currency: 'PHP', walletTransactionId: 'wt-1', round: 'open' },
    });
    expect(sent).toHaveLength(3);
    const bodies = sent.map((call) => JSON.parse(call.body) as Record<string, unknown>);
    for (const body of bodies)
      expect(body).toMatchObject({ sessionId: 's-1', transactionId: 'r-1:bet', roundId: 'r-1', amount: '2500' });
    expect(new Set(bodies.map((body) => body.timestamp)).size).toBe(3);
    for (const call of sent) expect(call.headers[PROVIDER_HEADERS.signature]).toBe(signBody('acme-secret', call.body));
  });

  it('maps a refusal to its status, error code and message, and does not send it again', async () => {
    const { signatureInvalid } = PROVIDER_WALLET_ERRORS;
    const { sent, transport } = scripted({
      status: signatureInvalid.status,
      body: { success: false, errorCode: signatureInvalid.errorCode, message: signatureInvalid.message },
    });
    expect(await client(transport).balance('s-1')).toEqual({ ok: false, ...signatureInvalid });
    expect(sent).toHaveLength(1);
  });

  it('retries what is not a definite answer (5xx, a 4xx without the envelope) and then throws WalletUnavailableError', async () => {
    const { sent, transport } = scripted(
      { status: 503, body: { success: false, errorCode: 'system.maintenance' } },
      { status: 413, body: undefined },
      new Error('connection reset'),
    );
    const failure = await client(transport, [1, 1])
      .endRound({ sessionId: 's-1', transactionId: 'r-1:end', roundId: 'r-1' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WalletUnavailableError);
    expect(failure).toMatchObject({
      problem: 'connection reset',
      message: `wallet ${PROVIDER_WALLET_PATHS.endRound}: connection reset`,
    });
    expect(sent).toHaveLength(3);
  });

  it('counts an answer the schema refuses as no answer', async () => {
    const { transport } = scripted({ status: 200, body: { success: true, value: { balance: 'lots' } } });
    await expect(client(transport, []).balance('s-1')).rejects.toBeInstanceOf(WalletUnavailableError);
  });
});

describe('provider-wallet client against the seamless wallet', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp(database.connection());
    token = await tokenFor(app, 'demo', 'Demo1234');
  });
  afterAll(() => app.close());

  const simulator = (secret: () => string) =>
    createProviderWalletClient({ provider: 'SIMULATOR', secret, transport: injectTransport(app), retryDelaysMs: [] });

  it('is accepted by the wallet: a launch token becomes a session, and its balance is read', async () => {
    const kit = walletKit(app);
    const { launchToken } = await kit.launch(token, await kit.nodeOf('gameType=RNG&vassalage=LUMEN'));
    const wallet = simulator(() => app.gameWallet.secrets.secretOf('SIMULATOR') ?? '');
    const session = await wallet.session(launchToken);
    if (!session.ok) throw new Error(session.errorCode);
    const balance = await wallet.balance(session.value.sessionId);
    expect(balance).toMatchObject({ ok: true, value: { balance: session.value.balance } });
  });

  it('hands back the wallet refusal of a call signed with another secret', async () => {
    const answer = await simulator(() => 'not-the-secret').balance('any-session');
    expect(answer).toEqual({ ok: false, ...PROVIDER_WALLET_ERRORS.signatureInvalid });
  });
});
