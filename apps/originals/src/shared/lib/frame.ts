/** What the lobby's game frame listens for: the game's own close button. */
export const GAME_CLOSE_MESSAGE = 'palaro:game:close';
/**
 * Told to the lobby's frame once the game shows its own title bar (with the way back to the lobby), so the frame drops
 * its bar and the player sees one title bar, not two stacked.
 */
export const GAME_TITLE_BAR_MESSAGE = 'palaro:game:title-bar';
/** Told to the lobby after every round, so it can show the new balance at once. */
export const GAME_BALANCE_MESSAGE = 'palaro:game:balance';

const framed = () => window.parent !== window;

/** Back to the lobby: the lobby's frame closes the game, or, opened on its own, the page goes to the lobby. */
export function leaveGame(lobbyUrl: string): void {
  if (framed()) window.parent.postMessage({ type: GAME_CLOSE_MESSAGE }, window.location.origin);
  else window.location.assign(lobbyUrl);
}

export function announceBalance(balance: string, currency: string): void {
  if (framed()) window.parent.postMessage({ type: GAME_BALANCE_MESSAGE, balance, currency }, window.location.origin);
}

export function announceTitleBar(): void {
  if (framed()) window.parent.postMessage({ type: GAME_TITLE_BAR_MESSAGE }, window.location.origin);
}
