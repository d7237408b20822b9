import { randomBytes } from 'node:crypto';
import {
  IDENTITY_PROVIDERS,
  MEMBER_TYPE,
  SOCIAL_LOGIN_QUERY,
  socialLoginPaths,
  type IdentityProvider,
  type LoginValue,
  type SocialLoginError,
} from '@palaro/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { Db } from '../../db/db';
import { accountError } from '../../http/api-error';
import type { KeyValueStore } from '../../kv/key-value-store';
import { newToken } from '../../security/tokens';
import { createAccountsRepository, type AccountsRepository } from '../accounts';
import type { SessionService } from '../sessions';
import { admit } from '../sessions';
import { createOidcClient, type IdentityClaims, type OidcClient } from './oidc-client';
import { createSocialIdentitiesRepository } from './repository';

const STATE_TTL_MS = 10 * 60_000;
const TICKET_TTL_MS = 2 * 60_000;
const FLAG = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;
const LOGIN_PAGE = '/m/login';

type PendingSignIn = { provider: IdentityProvider; nonce: string; verifier: string; redirectUri: string };
type Deps = {
  db: Db;
  kv: KeyValueStore;
  accounts: AccountsRepository;
  sessions: SessionService;
  merchant: MerchantConfig;
  log: FastifyBaseLogger;
};

const loginPage = (query: Record<string, string>) => `${LOGIN_PAGE}?${new URLSearchParams(query).toString()}`;
const failed = (reason: SocialLoginError) => loginPage({ [SOCIAL_LOGIN_QUERY.error]: reason });

/** Reads a single-use value: only the first caller gets it. */
async function takeOnce(kv: KeyValueStore, key: string, ttlMs: number): Promise<string | undefined> {
  const value = await kv.get(key);
  return value !== undefined && (await kv.setIfAbsent(`${key}:used`, '1', ttlMs)) ? value : undefined;
}

/** Social log-in over OpenID Connect; the session token reaches the web app through a one-time ticket, never a URL. */
export function createSocialLoginService({ db, kv, accounts, sessions, merchant, log }: Deps) {
  const clients = new Map<IdentityProvider, OidcClient>();
  for (const provider of IDENTITY_PROVIDERS) {
    const config = merchant.identityProviders[provider];
    if (config) clients.set(provider, createOidcClient(config));
  }
  const usable = (provider: IdentityProvider) => (merchant.flags[FLAG[provider]] ? clients.get(provider) : undefined);

  async function accountFor(provider: IdentityProvider, claims: IdentityClaims) {
    return db.transaction(async (tx) => {
      const identities = createSocialIdentitiesRepository(tx, merchant.merchantCode);
      const txAccounts = createAccountsRepository(tx, merchant.merchantCode);
      const linked = await identities.accountOf(provider, claims.subject);
      if (linked !== undefined) return txAccounts.byId(linked);
      const account = await txAccounts.insert({
        username: `${provider[0]}${randomBytes(8).toString('hex').slice(0, 11)}`,
        passwordHash: null,
        memberType: MEMBER_TYPE.REGISTRATION,
        nickname: claims.name.slice(0, 20),
        email: claims.email,
        registerMethod: 'H5',
      });
      await identities.link(provider, claims.subject, account.id, claims.email);
      return account;
    });
  }

  return {
    configured: (): Record<IdentityProvider, boolean> => ({
      google: clients.has('google'),
      facebook: clients.has('facebook'),
    }),

    /** Where the browser goes to sign in: the provider, or back to the log-in page when it is off or away. */
    async start(provider: IdentityProvider, origin: string): Promise<string> {
      const client = usable(provider);
      if (!client) return failed('disabled');
      const redirectUri = `${origin}${socialLoginPaths(provider).callback}`;
      const pending: PendingSignIn = { provider, nonce: newToken(), verifier: newToken(), redirectUri };
      const state = newToken();
      try {
        const url = await client.authorizeUrl({ ...pending, state });
        await kv.setIfAbsent(`oidc-state:${state}`, JSON.stringify(pending), STATE_TTL_MS);
        return url;
      } catch (error) {
        log.warn({ err: error, provider }, 'identity provider unavailable');
        return failed('failed');
      }
    },

    /** Where the browser goes after the provider: the log-in page with a ticket, or with an error reason. */
    async callback(
      provider: IdentityProvider,
      query: { code?: string; state?: string; error?: string },
    ): Promise<string> {
      const client = usable(provider);
      if (!client) return failed('disabled');
      const saved = query.state ? await takeOnce(kv, `oidc-state:${query.state}`, STATE_TTL_MS) : undefined;
      if (!saved) return failed('expired');
      const pending = JSON.parse(saved) as PendingSignIn;
      if (pending.provider !== provider) return failed('failed');
      if (query.error || !query.code) return failed('denied');
      try {
        const claims = await client.exchange({ code: query.code, ...pending });
        const account = await accountFor(provider, claims);
        if (!account) return failed('failed');
        const ticket = newToken();
        await kv.setIfAbsent(`social-ticket:${ticket}`, String(account.id), TICKET_TTL_MS);
        return loginPage({ [SOCIAL_LOGIN_QUERY.ticket]: ticket });
      } catch (error) {
        log.warn({ err: error, provider }, 'social sign-in failed');
        return failed('failed');
      }
    },

    /** POST /wps/session/login/social: the ticket, once, for a session. */
    async redeem(ticket: string): Promise<LoginValue> {
      const accountId = await takeOnce(kv, `social-ticket:${ticket}`, TICKET_TTL_MS);
      const account = accountId ? await accounts.byId(BigInt(accountId)) : undefined;
      if (!account) throw accountError('socialTicketInvalid');
      return admit(sessions, account);
    },
  };
}

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
