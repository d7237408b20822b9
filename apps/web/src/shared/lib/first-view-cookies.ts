import { FIRST_VIEW_COOKIES, type LanguageCode } from '@palaro/contract/constants';

const YEAR_S = 365 * 24 * 60 * 60;

function setCookie(name: string, value: string | undefined): void {
  if (typeof document === 'undefined') return;
  const lifetime = value === undefined ? 'max-age=0' : `max-age=${YEAR_S}`;
  document.cookie = `${name}=${value ?? ''}; path=/m; ${lifetime}; samesite=lax`;
}

/** The server draws the next visit's first view in the language on screen (storage stays the app's own record). */
export function rememberLanguageForServer(code: LanguageCode): void {
  setCookie(FIRST_VIEW_COOKIES.language, code);
}

/** A player's pages are drawn by the browser: the server is told one is logged in here, never who. */
export function rememberPlayerForServer(loggedIn: boolean): void {
  setCookie(FIRST_VIEW_COOKIES.player, loggedIn ? '1' : undefined);
}
