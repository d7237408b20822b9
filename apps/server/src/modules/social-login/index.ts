import type { IdentityProvider } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialLoginRoutes } from './routes-player';
import { createSocialLoginService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    socialLogin: {
      /** Which identity providers the merchant configured (the status call lists them). */
      configured: () => Record<IdentityProvider, boolean>;
    };
  }
}

/** Sign-in with an outside identity provider (OpenID Connect), ending in a session like any log-in. */
export const socialLoginModule = fp(
  async (app: FastifyInstance) => {
    const social = createSocialLoginService({
      db: app.db,
      kv: app.kv,
      accounts: app.accounts.repository,
      sessions: app.sessions.service,
      merchant: app.config.merchant,
      log: app.log,
    });
    app.decorate('socialLogin', { configured: social.configured });
    await app.register(socialLoginRoutes, { social, loginLimit: app.sessions.loginLimit });
  },
  { name: 'social-login', dependencies: ['accounts', 'sessions', 'key-value'] },
);
