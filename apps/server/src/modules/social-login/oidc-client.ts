import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { IdentityProviderConfig } from '../../config/merchant-accounts-schema';

const TIMEOUT_MS = 10_000;

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
const tokenSchema = z.object({ id_token: z.string().min(1) });

export type IdentityClaims = { subject: string; email: string; name: string };

/** base64url(SHA-256(verifier)): the S256 code challenge of PKCE. */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** An OpenID Connect relying party for one provider: discovery, authorization code + PKCE, id_token checks. */
export function createOidcClient(config: IdentityProviderConfig) {
  let discovery: Promise<z.infer<typeof discoverySchema>> | undefined;
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  async function discover() {
    discovery ??= (async () => {
      const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const document = discoverySchema.parse(await response.json());
      if (document.issuer !== config.issuer) throw new Error('discovery names another issuer');
      return document;
    })();
    // a failed discovery is tried again on the next sign-in
    return discovery.catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
  }

  return {
    async authorizeUrl(options: {
      redirectUri: string;
      state: string;
      nonce: string;
      verifier: string;
    }): Promise<string> {
      const url = new URL((await discover()).authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        state: options.state,
        nonce: options.nonce,
        code_challenge: codeChallenge(options.verifier),
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    /** Trades the code for tokens and checks the id_token: signature, issuer, audience, expiry and nonce. */
    async exchange(options: {
      code: string;
      redirectUri: string;
      verifier: string;
      nonce: string;
    }): Promise<IdentityClaims> {
      const endpoints = await discover();
      const response = await fetch(endpoints.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: options.code,
          redirect_uri: options.redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code_verifier: options.verifier,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
      const { id_token: idToken } = tokenSchema.parse(await response.json());
      keys ??= createRemoteJWKSet(new URL(endpoints.jwks_uri));
      const { payload } = await jwtVerify(idToken, keys, { issuer: config.issuer, audience: config.clientId });
      if (payload.nonce !== options.nonce || !payload.sub) throw new Error('id_token nonce or subject is wrong');
      return claimsOf(payload);
    },
  };
}

function claimsOf(payload: JWTPayload): IdentityClaims {
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  const email = verified && typeof payload.email === 'string' ? payload.email : '';
  const name = typeof payload.name === 'string' ? payload.name : '';
  return { subject: String(payload.sub), email, name };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
