import { useState } from 'react';

/** An answer on its way, or one whose send failed and may be sent again under the same clientId. */
export type PendingMessage = { clientId: string; text: string; failure: unknown };

/** The answers of one open conversation that the server has not confirmed yet. */
export function usePendingMessages() {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  return {
    pending,
    add: (message: { clientId: string; text: string }) =>
      setPending((list) => [...list, { ...message, failure: undefined }]),
    retrying: (clientId: string) =>
      setPending((list) => list.map((item) => (item.clientId === clientId ? { ...item, failure: undefined } : item))),
    failed: (clientId: string, failure: unknown) =>
      setPending((list) => list.map((item) => (item.clientId === clientId ? { ...item, failure } : item))),
    remove: (clientId: string) => setPending((list) => list.filter((item) => item.clientId !== clientId)),
  };
}
