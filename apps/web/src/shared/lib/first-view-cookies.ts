import { FIRST_VIEW_COOKIES, type LanguageCode } from '@palaro/contract/constants';

const YEAR_S = 365 * 24 * 60 * 60;

/** A cookie for the server's pages under /m; a year unless `session` (gone when the browser closes). */
function setCookie(name: string, value: string | undefined, session = false): void {
  if (typeof document === 'undefined') return;
  const lifetime = value === undefined ? '; max-age=0' : session ? '' : `; max-age=${YEAR_S}`;
  document.cookie = `${name}=${value ?? ''}; path=/m${lifetime}; samesite=lax`;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The server draws the next visit's first view in the language on screen (storage stays the app's own record). */
export function rememberLanguageForServer(code: LanguageCode): void {
  setCookie(FIRST_VIEW_COOKIES.language, code);
}

/** The server draws the age disclaimer until the visitor agrees; a session cookie, as the agreement lasts a session. */
export function rememberAgreementForServer(): void {
  setCookie(FIRST_VIEW_COOKIES.disclaimerAgreed, '1', true);
}

/** The agreement as the server saw it when it drew this page. */
export function agreementForServer(): boolean {
  return readCookie(FIRST_VIEW_COOKIES.disclaimerAgreed) === '1';
}

/** A player's pages are drawn by the browser: the server is told one is logged in here, never who. */
export function rememberPlayerForServer(loggedIn: boolean): void {
  setCookie(FIRST_VIEW_COOKIES.player, loggedIn ? '1' : undefined);
}
