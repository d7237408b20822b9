import {
  API,
  gatewayDepositValueSchema,
  HEADER,
  OPS_API,
  ORIGINALS_PATHS,
  SOCIAL_LOGIN_QUERY,
  socialLoginPaths,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, captchaId, sealed, tokenFor, valueOf } from '../testing/api-client';
import { captureLogs } from '../testing/log-capture';
import { nextIp, operatorToken } from '../testing/money-fixtures';
import { startOidcIssuer } from '../testing/oidc-issuer';
import { smsInbox } from '../testing/sms-inbox';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';
import { originalsKit } from '../modules/originals-server/originals-test-kit';

const database = useTestDatabase();
const logs = captureLogs();
const inbox = smsInbox();
const client = { clientId: 'palaro-web', clientSecret: 'issuer-shared-secret-of-the-run' };
const HOST = 'palaro.test';
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
let app: FastifyInstance;
let base: string;

/** Every bearer value the run was given or sent, by what it is. */
const issued: [string, string][] = [];
function keep(what: string, value: string | null | undefined): string {
  if (!value) throw new Error(`the run got no ${what}`);
  issued.push([what, value]);
  return value;
}

beforeAll(async () => {
  issuer = await startOidcIssuer(client);
  app = await buildTestApp({
    ...database.connection(),
    logLevel: 'trace',
    logStream: logs.stream,
    smsProvider: inbox,
    testCodes: { captcha: '0000', sms: undefined },
    merchant: { identityProviders: { google: { issuer: issuer.issuer, ...client } } },
  });
  // the provider simulator calls the wallet over HTTP
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await issuer.close();
});

async function accountFlows() {
  const ip = nextIp();
  const registered = await sealed(
    app,
    'PUT',
    API.register,
    {
      username: 'logrun01',
      password: keep('password', 'Quiet-Harbor-5521'),
      confirmPassword: 'Quiet-Harbor-5521',
      registerMethod: 'H5',
      captchaId: keep('captcha id', await captchaId(app, ip)),
      captcha: '0000',
    },
    { ip },
  );
  const fresh = keep('session token (registration)', valueOf<{ token: string }>(registered).token);
  expect((await call(app, 'GET', API.memberInfo, undefined, { token: fresh })).statusCode).toBe(200);
  expect((await call(app, 'DELETE', API.logout, undefined, { token: fresh })).statusCode).toBe(200);

  const demo = keep('session token (log-in)', await tokenFor(app, 'demo', 'Demo1234', { ip: nextIp() }));
  expect((await call(app, 'GET', API.wallets, undefined, { token: demo })).statusCode).toBe(200);

  const trial = keep(
    'session token (free trial)',
    valueOf<{ token: string }>(await call(app, 'POST', API.freeplay, undefined, { ip: nextIp() })).token,
  );
  expect((await call(app, 'GET', API.wallets, undefined, { token: trial })).statusCode).toBe(200);

  // an SMS code registers a number, another resets a password
  const mobileIp = nextIp();
  expect(
    (await call(app, 'POST', API.smsRegister, { countryDialingCode: '63', mobileNum: '09401112233' }, { ip: mobileIp }))
      .statusCode,
  ).toBe(200);
  const mobile = await sealed(
    app,
    'PUT',
    API.registerMobile,
    {
      countryDialingCode: '63',
      mobileNum: '09401112233',
      password: keep('password', 'Amber-Lantern-8830'),
      confirmPassword: 'Amber-Lantern-8830',
      verificationCode: keep('sms code', inbox.lastCodeTo('+639401112233')),
      captchaId: keep('captcha id', await captchaId(app, mobileIp)),
      captcha: '0000',
    },
    { ip: mobileIp },
  );
  keep('session token (mobile registration)', valueOf<{ token: string }>(mobile).token);
  return demo;
}

/** Last, as it ends every session of the demo player. */
async function passwordResetFlow() {
  expect(
    (await call(app, 'POST', API.smsNoLogin, { countryDialingCode: '63', mobileNum: '09171234567' }, { ip: nextIp() }))
      .statusCode,
  ).toBe(200);
  const reset = await sealed(
    app,
    'POST',
    API.passwordByPhone,
    {
      countryDialingCode: '63',
      mobileNum: '09171234567',
      verificationCode: keep('sms code', inbox.lastCodeTo('+639171234567')),
      newPassword: keep('password', 'Copper-Meadow-4417'),
      confirmNewPassword: 'Copper-Meadow-4417',
    },
    { ip: nextIp() },
  );
  expect(reset.statusCode).toBe(200);
}

async function originalsFlow(demo: string) {
  const kit = originalsKit(app);
  const launch = keep('launch token (Originals)', await kit.launchToken(demo, 'color-game'));
  // the game page as the lobby's frame opens it
  await app.inject({ url: `${ORIGINALS_PATHS.play}/color-game?token=${launch}&language=EN` });
  const session = keep(
    'Originals session token',
    valueOf<{ sessionToken: string }>(await kit.openWith(launch)).sessionToken,
  );
  const round = await kit.api('POST', ORIGINALS_PATHS.rounds, session, {
    requestId: kit.requestId(),
    bet: { stakes: { red: '1000' } },
  });
  expect(round.statusCode).toBe(200);
}

async function simulatorFlow(demo: string) {
  const { games } = valueOf<{ games: { nodeId: number }[] }>(
    await call(app, 'GET', `${API.gameList}?gameType=RNG&pageSize=1`),
  );
  const { url } = valueOf<{ url: string }>(
    await call(app, 'GET', `${API.launchGame}?nodeId=${games[0]?.nodeId}`, undefined, { token: demo }),
  );
  keep('launch token (simulator)', new URL(url, base).searchParams.get('token'));
  const launched = await fetch(`${base}${url}`, { redirect: 'manual' });
  expect(launched.status).toBe(303);
  const path = String(launched.headers.get('location'));
  const cookie = String(launched.headers.getSetCookie()[0]).split(';')[0] ?? '';
  keep('simulator session id', cookie.split('=')[1]);
  expect((await fetch(`${base}${path}`, { headers: { cookie } })).status).toBe(200);
  const round = await fetch(`${base}${path}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ stake: '1000', choice: '' }),
  });
  expect(((await round.json()) as { ok: boolean }).ok).toBe(true);
}

async function operatorFlow() {
  const token = keep('operator token', await operatorToken(app, 'cashier'));
  expect((await call(app, 'GET', OPS_API.deposits, undefined, { token })).statusCode).toBe(200);
  expect((await call(app, 'DELETE', OPS_API.logout, undefined, { token })).statusCode).toBe(200);
}

async function socialFlow() {
  const start = await app.inject({ url: socialLoginPaths('google').start, headers: { host: HOST } });
  const authorize = new URL(String(start.headers.location));
  keep('OpenID Connect state', authorize.searchParams.get('state'));
  const back = new URL(String((await fetch(authorize, { redirect: 'manual' })).headers.get('location')));
  keep('OpenID Connect code', back.searchParams.get('code'));
  const landed = await app.inject({ url: `${back.pathname}${back.search}`, headers: { host: HOST } });
  const login = new URL(String(landed.headers.location), `http://${HOST}`);
  const ticket = keep('social ticket', login.searchParams.get(SOCIAL_LOGIN_QUERY.ticket));
  keep('PKCE verifier', issuer.seen.verifiers.at(-1));
  // the browser lands on the web app with the ticket in its address
  await app.inject({ url: `${login.pathname}${login.search}`, headers: { host: HOST } });
  keep(
    'session token (social)',
    valueOf<{ token: string }>(await call(app, 'POST', API.socialLogin, { ticket })).token,
  );
}

async function depositFlow(demo: string) {
  const started = gatewayDepositValueSchema.parse(
    valueOf(
      await call(
        app,
        'POST',
        API.depositGateway,
        { requestId: crypto.randomUUID(), methodId: 'e-wallet', amount: '25000' },
        { token: demo },
      ),
    ),
  );
  keep('sandbox pay token', started.payUrl.split('/').at(-1));
  expect((await app.inject({ url: started.payUrl })).statusCode).toBe(200);
  const paid = await app.inject({
    method: 'POST',
    url: started.payUrl,
    payload: 'decision=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
}

/** Where `value` appears in the log: as is or URL-encoded; a short numeric code only as a number of its own. */
function appearsIn(text: string, value: string): boolean {
  if (/^\d{4,8}$/.test(value)) return new RegExp(`(?<!\\d)${value}(?!\\d)`).test(text);
  return text.includes(value) || text.includes(encodeURIComponent(value));
}

describe('bearer values in the log', () => {
  it('a whole run writes none of the tokens, codes, tickets and secrets it was issued into any log line', async () => {
    const demo = await accountFlows();
    await originalsFlow(demo);
    await simulatorFlow(demo);
    await operatorFlow();
    await socialFlow();
    await depositFlow(demo);
    await passwordResetFlow();
    // an Authorization header and a cookie no route reads
    keep('stray bearer header', 'Bearer-7f3c9e21d04b4c8a9e55');
    keep('stray cookie', 'cookie-value-5b8d2e61a9f0');
    await app.inject({
      url: API.systemStatus,
      headers: { [HEADER.authorization]: 'Bearer-7f3c9e21d04b4c8a9e55', cookie: 'other=cookie-value-5b8d2e61a9f0' },
    });

    const text = logs.text();
    expect(issued.length).toBeGreaterThanOrEqual(20);
    expect(issued.filter(([, value]) => appearsIn(text, value)).map(([what]) => what)).toEqual([]);
    const urls = logs
      .lines()
      .map((line) => (line.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    // the calls were logged, with their bearer values left out
    expect(urls).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/originals\/play\/color-game\?token=\[redacted\]&language=EN$/),
        expect.stringMatching(/^\/provider-sim\/play\/.+\?token=\[redacted\]/),
        expect.stringMatching(
          /^\/wps\/session\/oidc\/google\/callback\?(?=.*code=\[redacted\])(?=.*state=\[redacted\])/,
        ),
        expect.stringMatching(/^\/m\/login\?socialTicket=\[redacted\]$/),
        expect.stringMatching(/^\/sandbox-gateway\/pay\/\[redacted\]$/),
      ]),
    );
  });
});
