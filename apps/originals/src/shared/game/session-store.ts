/** The game session token of a game in this tab, so a reload (or the verify page) carries on without a new launch. */
const keyOf = (gameCode: string) => `palaro-originals:session:${gameCode}`;

export function storeSession(gameCode: string, token: string, expiresAt: number): void {
  try {
    window.sessionStorage.setItem(keyOf(gameCode), JSON.stringify({ token, expiresAt }));
  } catch {
    // storage may be off (private mode): the game still plays, a reload needs a new launch
  }
}

export function storedSession(gameCode: string): string | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(gameCode));
    if (!raw) return null;
    const { token, expiresAt } = JSON.parse(raw) as { token?: unknown; expiresAt?: unknown };
    return typeof token === 'string' && typeof expiresAt === 'number' && expiresAt > Date.now() ? token : null;
  } catch {
    return null;
  }
}

export function forgetSession(gameCode: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(gameCode));
  } catch {
    // nothing stored then
  }
}
