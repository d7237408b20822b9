import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ChatSocketEvent } from '@palaro/contract/chat';
import { isApiError } from '../../../shared/lib/api-error';
import { notifySessionExpired } from '../../../shared/lib/session-expired';
import { getSessionToken, useSessionStore } from '../../../shared/lib/session/session-store';
import { getChatHistory } from '../api/get-chat-history';
import { markChatRead } from '../api/mark-chat-read';
import { sendChatMessage } from '../api/send-chat-message';
import { connectChatSocket, playerSocketUrl } from './chat-socket';
import { chatReducer, initialChatState, type PendingMessage } from './chat-state';

/** A message's id on this device: a resend carries it again, so the server stores the message once. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Why the page cannot chat: live chat is off for the merchant (or refused), or the history could not be read. */
export type ChatProblem = 'unavailable' | 'failed' | null;

type Options = { onSendError: (error: unknown) => void };

/**
 * The player's live chat: the history (again at every reconnection, so nothing said while away is missed), the socket's
 * messages and changes, sending with a retry that keeps the clientId, and the read mark while the page is in view.
 */
export function useLiveChat({ onSendError }: Options) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // refused (CBS3 off, or the socket says so) stays refused; a failed read clears once a read succeeds
  const [problem, setProblem] = useReducer(
    (current: ChatProblem, next: ChatProblem) => (current === 'unavailable' ? current : next),
    null,
  );
  const reportSendError = useRef(onSendError);
  useEffect(() => {
    reportSendError.current = onSendError;
  });

  const loadHistory = useCallback(async (signal?: AbortSignal) => {
    try {
      dispatch({ type: 'history', history: await getChatHistory(undefined, signal) });
      setProblem(null);
    } catch (error) {
      if (signal?.aborted) return;
      setProblem(isApiError(error) && error.errorCode === 'chat.disabled' ? 'unavailable' : 'failed');
    }
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    void loadHistory(abort.signal);
    const onEvent = (event: ChatSocketEvent) => {
      if (event.type === 'ready') void loadHistory(abort.signal);
      else if (event.type === 'closed') {
        if (event.reason === 'refused') setProblem('unavailable');
        else if (useSessionStore.getState().session) {
          // the session ended: the page's guard sends the player to log in
          useSessionStore.getState().logout();
          notifySessionExpired();
        }
      } else dispatch({ type: 'event', event });
    };
    const socket = connectChatSocket({
      url: playerSocketUrl(),
      token: getSessionToken,
      onEvent,
      onState: (connection) => dispatch({ type: 'connection', state: connection }),
    });
    return () => {
      abort.abort();
      socket.close();
    };
  }, [loadHistory]);

  const deliver = useCallback(async (message: PendingMessage) => {
    dispatch({ type: 'pending', message: { ...message, state: 'sending' } });
    try {
      const sent = await sendChatMessage({
        clientId: message.clientId,
        text: message.text,
        ...(message.image ? { image: message.image } : {}),
      });
      dispatch({ type: 'sent', clientId: message.clientId, message: sent });
    } catch (error) {
      dispatch({ type: 'failed', clientId: message.clientId });
      reportSendError.current(error);
    }
  }, []);

  const send = useCallback(
    (text: string, image: string | null) =>
      deliver({ clientId: newClientId(), text: text.trim(), image, state: 'sending', createdAt: Date.now() }),
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = state.pending.find((item) => item.clientId === clientId);
      if (message) void deliver(message);
    },
    [deliver, state.pending],
  );

  const loadEarlier = useCallback(async () => {
    const oldest = state.messages[0];
    if (!oldest) return;
    try {
      dispatch({ type: 'history', history: await getChatHistory(oldest.id), older: true });
    } catch {
      setProblem('failed');
    }
  }, [state.messages]);

  useMarkRead(state.messages);

  return { state, problem, send, retry, loadEarlier, reload: () => loadHistory() };
}

/** Marks the chat read whenever a support message the player has not marked is on screen (the page in view). */
function useMarkRead(messages: { id: string; author: string }[]) {
  const marked = useRef<string | null>(null);
  const latest = messages.findLast((message) => message.author !== 'player')?.id ?? null;

  useEffect(() => {
    const mark = () => {
      if (latest === null || latest === marked.current || document.visibilityState !== 'visible') return;
      marked.current = latest;
      markChatRead().catch(() => {
        marked.current = null;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [latest]);
}
