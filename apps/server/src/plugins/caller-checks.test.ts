import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, API_PREFIXES, CHAT_SOCKET_PATHS, HEADER, OPS_API } from '@palaro/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { palaroApp } from '../app';
import type { SessionService } from '../modules/sessions/service';
import { call, valueOf } from '../testing/api-client';
import { newPlayer, operatorToken } from '../testing/money-fixtures';
import { testConfig } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';
import { sessionAuth } from '../modules/sessions/session-auth';

const database = useTestDatabase();
let app: FastifyInstance;
const routes: RouteOptions[] = [];
/** Calls whose body stage began (preParsing), as "METHOD /route/path". */
const reachedBody = new Set<string>();

// every API route that answers without a session; a new one goes here or declares the session it needs
const PUBLIC_ROUTES = new Set([
  `GET ${API.systemStatus}`,
  `GET ${API.whitelabel}`,
  `GET ${API.encryptionKey}`,
  `GET ${API.vendorSorting}`,
  `GET ${API.gameList}`,
  `GET ${API.vendorGameTypes}`,
  `GET ${API.hotGames}`,
  `GET ${API.winnerBoard}`,
  `GET ${API.banners}`,
  // guests get their list; a token that comes is checked in the handler (no body to read)
  `GET ${API.announcements}`,
  // the help centre is the same for guests and players
  `GET ${API.help}`,
  // the about-us page says nothing about the caller
  `GET ${API.about}`,
  // lottery draws and results are public, like a printed results board (docs/server/lottery-draws.md)
  `GET ${API.lotteryMenu}`,
  `GET ${API.lotteryNumero}`,
  `GET ${API.lotteryResults}`,
  `GET ${API.lotteryProof}`,
  `GET ${API.lotteryVnMenu}`,
  `GET ${API.lotteryVnNumero}`,
  `GET ${API.lotteryVnRecent}`,
  // and so is a game's play menu (its bet types, stakes and odds)
  `GET ${API.lotteryRules}`,
  // the lotto app's calls carry its lottery session (X-Lottery-Session, from the launch token), not a login session;
  // they refuse a missing or dead one before the body too (modules/lottery/orders.test.ts)
  `POST ${API.lotterySession}`,
  `POST ${API.lotteryOrders}`,
  `GET ${API.lotteryOrders}`,
  `GET ${API.lotteryOrderDetail}`,
  `POST ${API.lotteryCancelSuborder}`,
  `GET ${API.lotteryBalance}`,
  `POST ${API.login}`,
  `POST ${API.freeplay}`,
  `POST ${API.socialLogin}`,
  `DELETE ${API.logout}`,
  'GET /wps/session/oidc/:provider/start',
  'GET /wps/session/oidc/:provider/callback',
  `PUT ${API.register}`,
  `PUT ${API.registerMobile}`,
  `GET ${API.registerSettings}`,
  `GET ${API.usernameCheck}`,
  `GET ${API.affiliateCheck}`,
  `GET ${API.captcha}`,
  `POST ${API.smsRegister}`,
  `POST ${API.smsNoLogin}`,
  `GET ${API.countries}`,
  `POST ${API.passwordByPhone}`,
  // signed by the gateway, not by a session
  'POST /wps/payment/callback/:gateway',
  // the live chat's sockets: the session token comes in the first frame (a browser cannot send headers with it)
  `GET ${CHAT_SOCKET_PATHS.player}`,
  `GET ${CHAT_SOCKET_PATHS.operator}`,
  `POST ${OPS_API.login}`,
]);

// more than any route's body limit (the largest, feedback with three images of 5 MB, is about 21 MB)
const OVERSIZED = Buffer.alloc(24 * 1024 * 1024, '{"x":');

const keyOf = (method: string, url: string) => `${method} ${url}`;
const isApi = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(`${prefix}/`));
const carriesBody = (method: string) => !['GET', 'HEAD'].includes(method);
const concrete = (url: string) => url.replace(/:(\w+)/g, (_match, name: string) => (name === 'id' ? '1' : 'x'));

/** Every API route as "METHOD /path" with its options (HEAD routes Fastify adds for GETs left out). */
function apiRoutes(): { key: string; method: string; url: string; route: RouteOptions }[] {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && isApi(route.url))
      .map((method) => ({ key: keyOf(method, route.url), method, url: route.url, route })),
  );
}

function garbageCall(method: string, url: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: method as 'POST',
    url: concrete(url),
    headers: { 'content-type': 'application/json', ...headers },
    ...(carriesBody(method) ? { payload: OVERSIZED } : {}),
    remoteAddress: `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });
}

beforeAll(async () => {
  // the app as buildApp makes it, seen through its route table and a probe of the body stage
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    reachedBody.add(keyOf(request.method, request.routeOptions.url ?? ''));
    return payload;
  });
  const { databaseUrl, db } = database.connection();
  await app.register(palaroApp, {
    config: testConfig({ databaseUrl }),
    ...(db ? { db } : {}),
    redisPrefix: `palaro-test:${randomBytes(6).toString('hex')}:`,
    limits: { apiMax: 100_000 },
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the route table', () => {
  it('names as public only routes that exist and check no caller', () => {
    const byKey = new Map(apiRoutes().map((entry) => [entry.key, entry.route]));
    const listed = [...PUBLIC_ROUTES].map((key) => ({ key, route: byKey.get(key) }));
    expect(
      listed.filter(({ route }) => !route || route.config?.auth || route.config?.operatorRole).map(({ key }) => key),
    ).toEqual([]);
  });

  it('refuses at start-up a session check placed after the body is read', async () => {
    const late = Fastify({ logger: false });
    await late.register(sessionAuth, { sessions: {} as SessionService });
    const start = async () => {
      late.post('/wps/late-check', { preHandler: late.requireSession }, async () => 'never');
      await late.ready();
    };
    await expect(start()).rejects.toThrow(/not in preHandler/);
    await late.close();
  });
});

describe('a caller without a session', () => {
  it('is told apart from one whose call goes on to its body (the probe sees that stage)', async () => {
    const player = await newPlayer(app);
    reachedBody.clear();
    expect(
      (await call(app, 'POST', API.memberNickname, { nickname: 'Probe' }, { token: player.token })).statusCode,
    ).toBe(200);
    expect(reachedBody.has(keyOf('POST', API.memberNickname))).toBe(true);
  });

  it('gets the 401 envelope from every session route before its body is read', async () => {
    const envelope = (await call(app, 'GET', API.wallets)).json<unknown>();
    expect(envelope).toMatchObject({ success: false, errorCode: 'login.not.session' });
    const sessionRoutes = apiRoutes().filter(({ key, url }) => !PUBLIC_ROUTES.has(key) && !url.startsWith('/ops/'));
    expect(sessionRoutes.length).toBeGreaterThan(40);
    for (const { key, method, url } of sessionRoutes) {
      const callers: Record<string, string>[] = [
        {},
        { [HEADER.authorization]: `dead-${randomBytes(16).toString('hex')}` },
      ];
      for (const headers of callers) {
        reachedBody.clear();
        const response = await garbageCall(method, url, headers);
        expect({ key, status: response.statusCode, body: response.json<unknown>() }).toEqual({
          key,
          status: 401,
          body: envelope,
        });
        expect(reachedBody.has(key), `${key} began reading its body`).toBe(false);
      }
    }
  });

  it('gets 401 from every operator route before its body is read', async () => {
    const operatorRoutes = apiRoutes().filter(({ key, url }) => !PUBLIC_ROUTES.has(key) && url.startsWith('/ops/'));
    expect(operatorRoutes.length).toBeGreaterThan(10);
    for (const { key, method, url } of operatorRoutes) {
      reachedBody.clear();
      const response = await garbageCall(method, url);
      expect({ key, status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
        key,
        status: 401,
        body: { errorCode: 'ops.not.session' },
      });
      expect(reachedBody.has(key), `${key} began reading its body`).toBe(false);
    }
  });
});

describe('a caller with the wrong kind of session', () => {
  it('gets 403 member.trial from every member route before its body is read', async () => {
    const trial = valueOf<{ token: string }>(
      await call(app, 'POST', API.freeplay, undefined, { ip: '10.78.0.1' }),
    ).token;
    const memberRoutes = apiRoutes().filter(({ route }) => route.config?.auth === 'member');
    expect(memberRoutes.length).toBeGreaterThan(20);
    for (const { key, method, url } of memberRoutes) {
      reachedBody.clear();
      const response = await garbageCall(method, url, { [HEADER.authorization]: trial });
      expect({ key, status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
        key,
        status: 403,
        body: { errorCode: 'member.trial' },
      });
      expect(reachedBody.has(key), `${key} began reading its body`).toBe(false);
    }
  });

  it('gets 403 from an operator route above its role, or not for its role, before its body is read', async () => {
    const [support, cashier] = [await operatorToken(app, 'support'), await operatorToken(app, 'cashier')];
    // messages and feedback answers are support's and admin's work, not the cashier's
    for (const [token, url] of [
      [support, '/ops/deposits/:id/approve'],
      [support, OPS_API.adjustments],
      [cashier, OPS_API.inbox],
      [cashier, '/ops/feedback/:id/reply'],
    ] as const) {
      const key = keyOf('POST', url);
      reachedBody.clear();
      const response = await garbageCall('POST', url, { [HEADER.authorization]: token });
      expect({ key, status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
        key,
        status: 403,
        body: { errorCode: 'permission.denied' },
      });
      expect(reachedBody.has(key)).toBe(false);
    }
  });
});

describe('over real HTTP', () => {
  let origin: { host: string; port: number };
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = { host: '127.0.0.1', port: (app.server.address() as AddressInfo).port };
  });

  /** Sends only the headers of a 6 MB upload (under every route's limit): the server's answer, or null if none came. */
  function headersOnly(
    method: string,
    path: string,
    contentType: string,
  ): Promise<{ status: number; body: string } | null> {
    return new Promise((resolve, reject) => {
      const headers = { 'content-type': contentType, 'content-length': String(6 * 1024 * 1024) };
      const outgoing = httpRequest({ ...origin, method, path, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          clearTimeout(timer);
          outgoing.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      const timer = setTimeout(() => {
        outgoing.destroy();
        resolve(null);
      }, 5_000);
      outgoing.on('error', reject);
      outgoing.flushHeaders();
    });
  }

  it('answers anonymous uploads with 401 though their body never arrives', async () => {
    for (const [method, path, type] of [
      ['POST', API.memberIconUpload, 'multipart/form-data; boundary=x'],
      ['POST', API.memberIconUpload, 'application/json'],
      ['POST', API.depositManual, 'application/json'],
      ['PUT', API.feedback, 'application/json'],
    ] as const) {
      const answer = await headersOnly(method, path, type);
      expect({ path, type, status: answer?.status }).toEqual({ path, type, status: 401 });
      expect(JSON.parse(answer?.body ?? '{}')).toMatchObject({ errorCode: 'login.not.session' });
    }
  });
});
