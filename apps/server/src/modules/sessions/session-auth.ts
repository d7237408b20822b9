import { HEADER, MEMBER_TYPE } from '@palaro/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountError, notLoggedIn } from '../../http/api-error';
import type { SessionGuard } from '../ledger';
import type { AuthContext, SessionService } from './service';
import { checkCallerFirst, refuseLateChecks } from '../../plugins/caller-checks';

/** What a call needs of its caller: any live session (trial ones too), a real member, or identifySession's check. */
export type SessionNeed = 'session' | 'member' | 'identify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The session the route needs, checked in onRequest before the body is read; set with `authenticated(...)`. */
    auth?: SessionNeed;
  }
  interface FastifyRequest {
    /** The caller, once the route's session check ran. */
    auth: AuthContext | null;
    /** False when identifySession answered the caller from memory: the session may have ended since. */
    sessionChecked: boolean;
  }
  interface FastifyInstance {
    /** Any live session, trial ones too; 401 otherwise. Routes declare `authenticated('session')` instead. */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** A live session of a real member; trial accounts get 403. Routes declare `authenticated('member')` instead. */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /**
     * `authenticated('identify')`: for calls whose posting checks the session itself (sessionGuardOf), a known token is
     * not looked up again. Such a route calls confirmSession before answering any failure that comes before the posting.
     */
    identifySession: (request: FastifyRequest) => Promise<void>;
    /** The check of the caller's session to pass with the posting made for this call. */
    sessionGuardOf: (request: FastifyRequest) => SessionGuard;
    /** Looks the session up now unless this call already did: a failure of a call made after logout answers 401. */
    confirmSession: (request: FastifyRequest) => Promise<void>;
  }
}

/** The raw token of the Authorization header (no "Bearer" prefix on this platform). */
export function rawToken(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER.authorization];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/**
 * Route options of a call that needs a session: `{ ...authenticated('member'), schema }`. The check runs in onRequest,
 * after the route's own onRequest hooks, so an anonymous caller never gets its body read, parsed or validated.
 */
export function authenticated(need: SessionNeed): { config: { auth: SessionNeed } } {
  return { config: { auth: need } };
}

/** The caller of an authenticated route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notLoggedIn();
  return request.auth;
}

/** Resolves `Authorization: <raw token>` to the account for routes that need one. */
export const sessionAuth = fp(
  async (app: FastifyInstance, options: { sessions: SessionService }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('sessionChecked', false);
    const requireSession = async (request: FastifyRequest) => {
      request.auth = await options.sessions.authenticate(rawToken(request));
      request.sessionChecked = true;
    };
    const requireMember = async (request: FastifyRequest) => {
      await requireSession(request);
      const auth = authOf(request);
      if (auth.kind === 'trial' || auth.memberType === MEMBER_TYPE.TRIAL) throw accountError('trialRefused');
    };
    const identifySession = async (request: FastifyRequest) => {
      const { auth, checked } = await options.sessions.identify(rawToken(request));
      request.auth = auth;
      request.sessionChecked = checked;
    };
    const checks: Record<SessionNeed, typeof requireSession> = {
      session: requireSession,
      member: requireMember,
      identify: identifySession,
    };
    app.decorate('requireSession', requireSession);
    app.decorate('requireMember', requireMember);
    app.decorate('identifySession', identifySession);
    app.addHook('onRoute', (route) => {
      refuseLateChecks(route, Object.values(checks));
      const need = route.config?.auth;
      if (need) checkCallerFirst(route, checks[need]);
    });
    app.decorate('sessionGuardOf', (request: FastifyRequest) => options.sessions.guardOf(authOf(request)));
    app.decorate('confirmSession', async (request: FastifyRequest) => {
      if (!request.sessionChecked) await requireSession(request);
    });
  },
  { name: 'session-auth' },
);
