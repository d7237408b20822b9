/**
 * What the lottery frame's host (/m/startLottery) listens for: the back control of the lottery pages. The host closes
 * the frame and goes where SPEC 2.1 says (/m/home with pageBack, otherwise /m/game).
 */
export const LOTTO_CLOSE_MESSAGE = 'palaro:lotto:close';

/** Where a page opened on its own (not in the host's frame) goes back to, when it has no history to go back in. */
export const STANDALONE_BACK = '/m/game';

const framed = () => window.parent !== window;

/** Asks the host to close the frame; a page opened on its own steps back, or goes to the game lobby. */
export function leaveLottery(): void {
  if (framed()) {
    // only a host on this origin may hear it: the message is a request, but the origin is the host's own
    window.parent.postMessage({ type: LOTTO_CLOSE_MESSAGE }, window.location.origin);
    return;
  }
  if (window.history.length > 1) window.history.back();
  else window.location.assign(STANDALONE_BACK);
}
