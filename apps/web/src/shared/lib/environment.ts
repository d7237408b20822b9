// Where the app runs decides what it offers: no download prompts inside the native app or an installed web app.

/** The native app's web view adds this marker to its user agent. */
export const APP_USER_AGENT_MARKER = 'PalaroApp';

// a server render has neither window nor navigator: it renders the page of a plain browser tab
const serverSide = typeof window === 'undefined';

export function isInsideApp(userAgent: string = serverSide ? '' : navigator.userAgent): boolean {
  return userAgent.includes(APP_USER_AGENT_MARKER);
}

type StandaloneNavigator = Navigator & { standalone?: boolean };

/** Launched from the home screen: display-mode standalone, or iOS Safari's navigator.standalone. */
export function isInstalledWebApp(win: Window | undefined = serverSide ? undefined : window): boolean {
  if (!win) return false;
  const standaloneMedia = typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  return standaloneMedia || (win.navigator as StandaloneNavigator).standalone === true;
}

/** Inside the app or an installed web app: the two places where app-download offers never show. */
export function isAppLike(): boolean {
  return isInsideApp() || isInstalledWebApp();
}

export function prefersReducedMotion(win: Window | undefined = serverSide ? undefined : window): boolean {
  if (!win) return false;
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
