import { useCallback, useRef } from 'react';

/** A fresh id for one intended money action (the server answers a repeat of the same id with the first result). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http LAN hosts still have getRandomValues
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps one request id while the player retries the same payload (a lost answer cannot move money twice) and
 * starts a new one when the payload changes or after a success.
 */
export function useRequestId() {
  const current = useRef<{ payload: string; id: string } | null>(null);
  const idFor = useCallback((payload: unknown) => {
    const key = JSON.stringify(payload);
    if (current.current?.payload !== key) current.current = { payload: key, id: newRequestId() };
    return current.current.id;
  }, []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  return { idFor, settle };
}
