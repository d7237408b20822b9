import { HEADER, MEMBER_TYPE } from '@palaro/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountError, notLoggedIn } from '../http/api-error';
import type { AuthContext, SessionService } from '../modules/sessions/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, once requireSession or requireMember ran. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: any live session, trial ones too; 401 otherwise. */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a live session of a real member; trial accounts get 403. */
    requireMember: (request: FastifyRequest) => Promise<void>;
  }
}

/** The raw token of the Authorization header (no "Bearer" prefix on this platform). */
export function rawToken(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER.authorization];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The caller of a route behind requireSession or requireMember. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notLoggedIn();
  return request.auth;
}

/** Resolves `Authorization: <raw token>` to the account for routes that need one. */
export const sessionAuth = fp(
  async (app: FastifyInstance, options: { sessions: SessionService }) => {
    app.decorateRequest('auth', null);
    const requireSession = async (request: FastifyRequest) => {
      request.auth = await options.sessions.authenticate(rawToken(request));
    };
    app.decorate('requireSession', requireSession);
    app.decorate('requireMember', async (request: FastifyRequest) => {
      await requireSession(request);
      const auth = authOf(request);
      if (auth.kind === 'trial' || auth.memberType === MEMBER_TYPE.TRIAL) throw accountError('trialRefused');
    });
  },
  { name: 'session-auth' },
);
