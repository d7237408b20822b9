import { isHomePath, paths, withQuery } from '../../config/paths';
import { readItem, removeItem, writeItem } from '../storage';

/** What a guest was doing when the app asked them to log in: done for them once they have. */
export type PendingAction = { kind: 'favourite'; nodeId: number; vendor: string } | { kind: 'launch'; nodeId: number };

/** Where to go back to after logging in (or registering), and what to finish there. */
export type LoginIntent = { redirect: string; action: PendingAction | null };

const FAVOURITE = /^favourite:(\d{1,9}):([A-Z0-9_]{2,32})$/;
const LAUNCH = /^launch:(\d{1,9})$/;
// logging in again from the login or register screen would loop
const AUTH_PATHS: readonly string[] = [paths.login.path, paths.register.path, '/m/register.html'];

/**
 * A path of this app to return to, or null: never another site (`//host`, `https:`, backslashes), never outside /m,
 * never the login or register screens themselves.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/m/') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || !url.pathname.startsWith('/m/') || AUTH_PATHS.includes(url.pathname))
    return null;
  return url.pathname + url.search;
}

export function actionText(action: PendingAction): string {
  return action.kind === 'favourite' ? `favourite:${action.nodeId}:${action.vendor}` : `launch:${action.nodeId}`;
}

export function parseAction(text: string | null | undefined): PendingAction | null {
  const favourite = text ? FAVOURITE.exec(text) : null;
  if (favourite) return { kind: 'favourite', nodeId: Number(favourite[1]), vendor: favourite[2] ?? '' };
  const launch = text ? LAUNCH.exec(text) : null;
  return launch ? { kind: 'launch', nodeId: Number(launch[1]) } : null;
}

/** The intent a login or register address carries; an unsafe redirect drops the whole intent. */
export function intentOf(search: string): LoginIntent | null {
  const params = new URLSearchParams(search);
  const redirect = safeRedirect(params.get('redirect'));
  return redirect ? { redirect, action: parseAction(params.get('action')) } : null;
}

const queryOf = (intent: LoginIntent | null) =>
  intent ? { redirect: intent.redirect, action: intent.action ? actionText(intent.action) : undefined } : {};

/** The screen the guest is on, as a redirect (every home alias is home). */
export const hereOf = (location: { pathname: string; search: string }) =>
  isHomePath(location.pathname) ? paths.home.getHref() : location.pathname + location.search;

/** /m/login carrying the intent. */
export const loginHref = (intent: LoginIntent | null) => withQuery(paths.login.path, queryOf(intent));

/** /m/register carrying the same intent, for a guest who signs up instead. */
export const registerHref = (intent: LoginIntent | null) => withQuery(paths.register.path, queryOf(intent));

// The app's own key (SPEC 5 names none for this): the trip to an identity provider is a full page load that drops
// the address's intent, so it waits in this tab's session storage until the provider sends the visitor back.
const SOCIAL_INTENT_KEY = 'MC_SOCIAL_INTENT';

/** Keeps the intent for the return from an identity provider (or forgets an older one when there is none). */
export function rememberIntentForSocial(intent: LoginIntent | null): void {
  if (intent) writeItem('session', SOCIAL_INTENT_KEY, withQuery('', queryOf(intent)));
  else removeItem('session', SOCIAL_INTENT_KEY);
}

/** The intent kept before leaving for the identity provider, once; checked again as if it came from an address. */
export function takeSocialIntent(): LoginIntent | null {
  const stored = readItem('session', SOCIAL_INTENT_KEY);
  removeItem('session', SOCIAL_INTENT_KEY);
  return stored ? intentOf(stored) : null;
}
