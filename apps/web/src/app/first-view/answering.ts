import { useLayoutEffect } from 'react';

let answering: (() => void) | undefined;

/** What boot does once the drawn view's screen is the app's: its controls then take taps (app/styles/base.css). */
export function whenAnswering(done: () => void): void {
  answering = done;
}

/** Called by the route's screen once it has been hydrated (or rendered) and committed. */
export function useScreenAnswering(): void {
  useLayoutEffect(() => {
    answering?.();
    answering = undefined;
  }, []);
}
