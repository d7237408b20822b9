import { PROVIDER_WALLET_PATHS, type WalletSession } from '@palaro/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { kindOf, play, type GameKind } from './maths/outcomes';
import { GAME_CSS, GAME_JS, errorPage, gamePage } from './page';
import { createRoundRunner } from './round-runner';
import { forgetSessionCookie, sessionCookie, sessionIdOf } from './session-cookie';
import { createSimSessions, type SimSession } from './sim-sessions';
import { createWalletClient } from './wallet-client';

/** Where the simulator lives on the operator's server; game launch URLs point under SIMULATOR_PLAY_PATH. */
export const SIMULATOR_BASE = '/provider-sim';
export const SIMULATOR_PLAY_PATH = `${SIMULATOR_BASE}/play`;

/** The simulator's own smallest stake per kind of game (minor units), as a provider would configure it. */
const MIN_STAKE: Record<GameKind, bigint> = { slot: 100n, fish: 100n, table: 1000n, match: 1000n };

export type SimulatorOptions = {
  provider: string;
  secret: string;
  /** The operator's base URL; default: this server's own listening address. */
  walletUrl?: string | undefined;
};

/** A game's address: where its page lives, under which its calls go, and the path of its session cookie. */
const gamePath = (handle: string) => `${SIMULATOR_BASE}/game/${handle}`;

/** Route of a game's address: a handle of 16 base64url characters (sim-sessions.ts). */
const GAME_ROUTE = `${SIMULATOR_BASE}/game/:handle(^[A-Za-z0-9_-]{16}$)`;

type GameRequest = FastifyRequest<{ Params: { handle: string } }>;

const roundSchema = z.object({
  stake: z.string().regex(/^[1-9]\d{0,12}$/),
  choice: z.string().max(16).default(''),
});

function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string')
    throw new Error('the provider simulator needs a listening server or PROVIDER_SIMULATOR_WALLET_URL');
  const host =
    address.family === 'IPv6'
      ? `[${address.address === '::' ? '::1' : address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * A stand-in for outside game providers: serves a playable page for every simulated game and settles every round
 * through the operator's seamless wallet over real HTTP, signed, exactly as an outside provider would.
 */
export const providerSimulator: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const send = createWalletClient({
    baseUrl: () => options.walletUrl ?? ownAddress(app),
    provider: options.provider,
    secret: options.secret,
  });
  const retries = new Set<() => Promise<boolean>>();
  const runRound = createRoundRunner(send, (retry) => retries.add(retry));
  const sessions = createSimSessions();

  // unanswered wins and rollbacks are sent again (same ids) until the wallet takes them. This timer stays off the job
  // queue: the simulator plays an outside provider's server, whose retries are its own calls held in its own memory,
  // not Palaro's work (docs/decisions/0021-job-queue.md)
  const retryTimer = setInterval(() => {
    for (const retry of retries) {
      void retry().then((done) => {
        if (done) retries.delete(retry);
      });
    }
  }, 5000);
  retryTimer.unref();
  app.addHook('onClose', async () => clearInterval(retryTimer));

  app.get(`${SIMULATOR_BASE}/assets/game.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(GAME_JS),
  );
  app.get(`${SIMULATOR_BASE}/assets/game.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(GAME_CSS),
  );

  const secure = (request: FastifyRequest) => request.protocol === 'https';

  /** The game's session: named by the cookie alone, and only at the game's own address. */
  const sessionOf = (request: GameRequest): SimSession | undefined => {
    const id = sessionIdOf(request.headers.cookie);
    const session = id ? sessions.get(id) : undefined;
    return session?.handle === request.params.handle ? session : undefined;
  };

  /** The cookie lives as long as the session would idle, counted again from each use. */
  const keepCookie = (request: GameRequest, reply: FastifyReply, session: SimSession) =>
    reply.header('set-cookie', sessionCookie(session.id, gamePath(session.handle), secure(request)));
  const ended = (request: GameRequest, reply: FastifyReply) =>
    reply.code(410).header('set-cookie', forgetSessionCookie(gamePath(request.params.handle), secure(request)));

  // the launch URL: the token is exchanged server to server, the session goes into the game's cookie, and the page
  // moves to an address without any secret that survives a reload
  app.get<{ Params: { vendor: string; game: string }; Querystring: { token?: string } }>(
    `${SIMULATOR_PLAY_PATH}/:vendor/:game`,
    async (request, reply) => {
      const token = request.query.token ?? '';
      const exchanged = await send<WalletSession>(PROVIDER_WALLET_PATHS.session, { launchToken: token });
      if (!exchanged.ok) {
        return reply
          .code(exchanged.errorCode === 'wallet.token.invalid' ? 410 : 502)
          .type('text/html; charset=utf-8')
          .send(
            errorPage('This game link has expired or was used. Close the game and launch it again.', SIMULATOR_BASE),
          );
      }
      const kind = kindOf(exchanged.value.game.gameType);
      const session = sessions.open(exchanged.value, kind, MIN_STAKE[kind]);
      return reply
        .header('set-cookie', sessionCookie(session.id, gamePath(session.handle), secure(request)))
        .redirect(gamePath(session.handle), 303);
    },
  );

  app.get<{ Params: { handle: string } }>(GAME_ROUTE, async (request, reply) => {
    const session = sessionOf(request);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!session)
      return ended(request, reply).send(
        errorPage('This game has ended. Close it and launch it again.', SIMULATOR_BASE),
      );
    if (session.wallet.mode === 'real') {
      const fresh = await send<{ balance: string }>(PROVIDER_WALLET_PATHS.balance, {
        sessionId: session.wallet.sessionId,
      });
      if (fresh.ok) session.wallet = { ...session.wallet, balance: fresh.value.balance };
    }
    return keepCookie(request, reply, session).send(gamePage(session, gamePath(session.handle), SIMULATOR_BASE));
  });

  app.post<{ Params: { handle: string } }>(`${GAME_ROUTE}/round`, async (request, reply) => {
    const session = sessionOf(request);
    if (!session) return ended(request, reply).send({ ok: false, message: 'This game has ended. Launch it again.' });
    const parsed = roundSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ ok: false, message: 'Bad request' });
    keepCookie(request, reply, session);
    const stake = BigInt(parsed.data.stake);
    if (stake < session.minBet) return reply.code(400).send({ ok: false, message: 'Stake below the minimum' });
    if (session.wallet.mode === 'fun') {
      if (stake > session.funBalance)
        return { ok: false, message: 'Insufficient balance', balance: session.funBalance.toString() };
      const outcome = play(session.kind, stake, parsed.data.choice);
      session.funBalance += outcome.payout - stake;
      return {
        ok: true,
        balance: session.funBalance.toString(),
        outcome: { ...outcome, payout: outcome.payout.toString() },
      };
    }
    const result = await runRound(session.wallet.sessionId, session.kind, stake, parsed.data.choice);
    if (!result.ok)
      return {
        ok: false,
        message: result.errorCode === 'wallet.insufficient' ? 'Insufficient balance' : result.message,
        balance: result.balance,
      };
    return {
      ok: true,
      balance: result.balance,
      roundId: result.roundId,
      outcome: { ...result.outcome, payout: result.outcome.payout.toString() },
    };
  });

  app.post<{ Params: { handle: string } }>(`${GAME_ROUTE}/close`, async (request, reply) => {
    const session = sessionOf(request);
    if (session?.wallet.mode === 'real')
      await send(PROVIDER_WALLET_PATHS.endSession, { sessionId: session.wallet.sessionId });
    if (session) sessions.close(session.id);
    return reply
      .header('set-cookie', forgetSessionCookie(gamePath(request.params.handle), secure(request)))
      .send({ ok: true });
  });
};
