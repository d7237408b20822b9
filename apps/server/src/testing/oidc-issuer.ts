import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';

type Grant = { clientId: string; redirectUri: string; challenge: string; nonce: string };
export type IssuerUser = { sub: string; email: string; name: string };

/**
 * A tiny OpenID Connect provider over real HTTP: discovery, an authorize endpoint that consents at
 * once, a token endpoint that checks the client secret and the PKCE verifier, and a JWKS.
 */
export async function startOidcIssuer(client: { clientId: string; clientSecret: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const grants = new Map<string, Grant>();
  const state = {
    user: { sub: 'user-1', email: 'maria@example.ph', name: 'Maria Santos' } as IssuerUser,
    deny: false,
    forgeSignature: false,
  };
  const seen = { challenges: [] as string[], verifiers: [] as string[] };
  let issuer = '';

  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  function authorize(url: URL, response: ServerResponse) {
    const q = url.searchParams;
    const redirect = new URL(q.get('redirect_uri') ?? '');
    redirect.searchParams.set('state', q.get('state') ?? '');
    if (state.deny) redirect.searchParams.set('error', 'access_denied');
    else if (
      q.get('client_id') !== client.clientId ||
      q.get('code_challenge_method') !== 'S256' ||
      q.get('response_type') !== 'code'
    ) {
      redirect.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(16).toString('hex');
      seen.challenges.push(q.get('code_challenge') ?? '');
      grants.set(code, {
        clientId: client.clientId,
        redirectUri: q.get('redirect_uri') ?? '',
        challenge: q.get('code_challenge') ?? '',
        nonce: q.get('nonce') ?? '',
      });
      redirect.searchParams.set('code', code);
    }
    response.writeHead(302, { location: redirect.toString() }).end();
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const form = new URLSearchParams(text);
    const grant = grants.get(form.get('code') ?? '');
    grants.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    seen.verifiers.push(verifier);
    const pkceOk = grant && createHash('sha256').update(verifier).digest('base64url') === grant.challenge;
    const clientOk = form.get('client_id') === client.clientId && form.get('client_secret') === client.clientSecret;
    if (!grant || !pkceOk || !clientOk || form.get('redirect_uri') !== grant.redirectUri)
      return json(response, 400, { error: 'invalid_grant' });
    const key: JoseKey = state.forgeSignature ? stranger.privateKey : privateKey;
    const idToken = await new SignJWT({
      nonce: grant.nonce,
      email: state.user.email,
      email_verified: true,
      name: state.user.name,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(issuer)
      .setAudience(client.clientId)
      .setSubject(state.user.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    return json(response, 200, { access_token: 'opaque', token_type: 'Bearer', id_token: idToken });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      });
    }
    if (url.pathname === '/jwks') {
      void exportJWK(publicKey).then((jwk) =>
        json(response, 200, { keys: [{ ...jwk, kid: 'test-key', alg: 'RS256', use: 'sig' }] }),
      );
      return undefined;
    }
    if (url.pathname === '/authorize') return authorize(url, response);
    if (url.pathname === '/token' && request.method === 'POST') {
      void token(request, response);
      return undefined;
    }
    return json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    state,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
