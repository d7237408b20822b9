import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while this component is server markup (drawn by the server, or being hydrated), true once it is the app's:
 * what is typed into a drawn field before then would be lost when the form takes the field over
 * (docs/decisions/0025-server-drawn-first-view.md). In a page the browser drew itself it is true from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
