import { useEffect, useRef, useState } from 'react';
import { CHAT_SOCKET_PATHS, type ChatSocketEvent } from '@palaro/contract';
import { socketUrl } from '../../shared/api/api-base';
import { sessionStore, useOperator } from '../../shared/session/session-store';
import { openChatSocket, type SocketStatus } from './chat-socket';

type Handlers = { onEvent: (event: ChatSocketEvent) => void; onReady: () => void };

/** The desk's live connection for as long as the desk is open; the handlers may change without reconnecting. */
export function useChatSocket(handlers: Handlers): SocketStatus {
  const { token } = useOperator();
  const [status, setStatus] = useState<SocketStatus>({ state: 'connecting' });
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const socket = openChatSocket({
      url: socketUrl(CHAT_SOCKET_PATHS.operator),
      token,
      onStatus: setStatus,
      onEvent: (event) => {
        // the server ended the session the socket stood on: the whole back office signs out, as on a 401
        if (event.type === 'closed' && event.reason !== 'refused')
          sessionStore.signOut('Your operator session has ended. Please sign in again.');
        else latest.current.onEvent(event);
      },
      onReady: () => latest.current.onReady(),
    });
    return socket.close;
  }, [token]);
  return status;
}
