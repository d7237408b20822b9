import { parseCookie, stringifySetCookie } from 'cookie';
import { SIM_SESSION_IDLE_MS } from './sim-sessions';

const NAME = 'sim_session';

/**
 * The game session's cookie. Its path is the game's own address, so games open in several tabs each keep their own
 * cookie and each request carries only its game's; HttpOnly keeps it from scripts, SameSite=Strict from other sites.
 */
export function sessionCookie(id: string, path: string, secure: boolean): string {
  return stringifySetCookie({
    name: NAME,
    value: id,
    path,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: SIM_SESSION_IDLE_MS / 1000,
  });
}

/** Has the browser drop the game's cookie. */
export function forgetSessionCookie(path: string, secure: boolean): string {
  return stringifySetCookie({ name: NAME, value: '', path, httpOnly: true, sameSite: 'strict', secure, maxAge: 0 });
}

/** The session id the request's cookie carries, if any. */
export function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? parseCookie(cookieHeader)[NAME] : undefined;
}
