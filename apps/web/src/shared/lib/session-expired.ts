type Listener = () => void;
const listeners = new Set<Listener>();

/** The UI decides what a dead session looks like (a toast); the transport only reports it. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(): void {
  for (const listener of listeners) listener();
}
