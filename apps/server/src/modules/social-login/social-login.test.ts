import {
  API,
  loginValueSchema,
  SOCIAL_LOGIN_QUERY,
  socialLoginPaths,
  whitelabelResponseSchema,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../testing/api-client';
import { startOidcIssuer } from '../../testing/oidc-issuer';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { codeChallenge } from './oidc-client';

const database = useTestDatabase();
const client = { clientId: 'palaro-web', clientSecret: 'issuer-shared-secret' };
const HOST = 'palaro.test';
let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
let app: FastifyInstance;

beforeAll(async () => {
  issuer = await startOidcIssuer(client);
  app = await buildTestApp({
    ...database.connection(),
    merchant: { identityProviders: { google: { issuer: issuer.issuer, ...client } } },
  });
});
afterAll(async () => {
  await app.close();
  await issuer.close();
});

/** Start -> provider (real HTTP) -> callback; answers where the browser ends up. */
async function signIn(provider = 'google', target: FastifyInstance = app): Promise<URL> {
  const start = await target.inject({ url: socialLoginPaths(provider).start, headers: { host: HOST } });
  expect(start.statusCode).toBe(302);
  const authorize = String(start.headers.location);
  if (authorize.startsWith('/m/')) return new URL(authorize, `http://${HOST}`);
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(String(back.headers.get('location')));
  expect(callback.origin).toBe(`http://${HOST}`);
  const landed = await target.inject({ url: `${callback.pathname}${callback.search}`, headers: { host: HOST } });
  expect(landed.statusCode).toBe(302);
  return new URL(String(landed.headers.location), `http://${HOST}`);
}

const redeem = (ticket: string) => call(app, 'POST', API.socialLogin, { ticket });

describe('social log-in (OpenID Connect, code + PKCE)', () => {
  it('is announced in the whitelabel answer only for configured providers', async () => {
    const value = whitelabelResponseSchema.parse(valueOf(await call(app, 'GET', API.whitelabel)));
    expect(value.identityProviders).toEqual({ google: true, facebook: false });
  });

  it('sends the browser to the provider with a S256 challenge, state and nonce, and no secret', async () => {
    const start = await app.inject({ url: socialLoginPaths('google').start, headers: { host: HOST } });
    const url = new URL(String(start.headers.location));
    expect(url.origin + url.pathname).toBe(`${issuer.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'palaro-web',
      redirect_uri: `http://${HOST}/wps/session/oidc/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.toString()).not.toContain(client.clientSecret);
  });

  it('creates a member on the first sign-in and logs them in through a one-time ticket', async () => {
    const landed = await signIn();
    expect(landed.pathname).toBe('/m/login');
    const ticket = String(landed.searchParams.get(SOCIAL_LOGIN_QUERY.ticket));
    const value = loginValueSchema.parse(valueOf(await redeem(ticket)));
    expect(value).toMatchObject({ type: 0, userName: expect.stringMatching(/^g[0-9a-f]{11}$/) });
    const info = valueOf<{ nickname: string; email: string }>(
      await call(app, 'GET', API.memberInfo, undefined, { token: value.token }),
    );
    expect(info).toMatchObject({ nickname: 'Maria Santos', email: 'maria@example.ph' });
    expect((await redeem(ticket)).json()).toMatchObject({ errorCode: 'social.ticket.invalid' });
    // the verifier sent with the code is the one behind the challenge sent with the browser
    expect(codeChallenge(issuer.seen.verifiers.at(-1) ?? '')).toBe(issuer.seen.challenges.at(-1));
    const again = loginValueSchema.parse(
      valueOf(await redeem(String((await signIn()).searchParams.get(SOCIAL_LOGIN_QUERY.ticket)))),
    );
    expect(again.userName).toBe(value.userName);
  });

  it('refuses a replayed callback', async () => {
    const start = await app.inject({ url: socialLoginPaths('google').start, headers: { host: HOST } });
    const back = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(back.headers.get('location')));
    const path = `${callback.pathname}${callback.search}`;
    expect(String((await app.inject({ url: path, headers: { host: HOST } })).headers.location)).toContain(
      SOCIAL_LOGIN_QUERY.ticket,
    );
    expect(String((await app.inject({ url: path, headers: { host: HOST } })).headers.location)).toBe(
      '/m/login?socialError=expired',
    );
  });

  it('reports a refusal at the provider and an id_token with a forged signature', async () => {
    issuer.state.deny = true;
    expect((await signIn()).searchParams.get(SOCIAL_LOGIN_QUERY.error)).toBe('denied');
    issuer.state.deny = false;
    issuer.state.forgeSignature = true;
    issuer.state.user = { sub: 'user-2', email: 'eve@example.ph', name: 'Eve' };
    expect((await signIn()).searchParams.get(SOCIAL_LOGIN_QUERY.error)).toBe('failed');
    issuer.state.forgeSignature = false;
    const { rows } = await app.db.query("SELECT 1 FROM social_identities WHERE subject = 'user-2'");
    expect(rows).toHaveLength(0);
  });

  it('stays off for providers not configured or switched off by their flag', async () => {
    expect((await signIn('facebook')).searchParams.get(SOCIAL_LOGIN_QUERY.error)).toBe('disabled');
    const off = await buildTestApp({
      ...database.connection(),
      merchant: { flags: { GOOGLELOGIN3: false }, identityProviders: { google: { issuer: issuer.issuer, ...client } } },
    });
    expect((await signIn('google', off)).searchParams.get(SOCIAL_LOGIN_QUERY.error)).toBe('disabled');
    await off.close();
  });
});
