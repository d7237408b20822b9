import type { ChatHistory, ChatMessage, ChatSocketEvent, ChatStatus } from '@palaro/contract/chat';

/** A message of the player's on its way, or refused: shown at the end of the list, resent with the same clientId. */
export type PendingMessage = {
  clientId: string;
  text: string;
  /** The attached image as a data URL (its preview, and what a retry sends again). */
  image: string | null;
  state: 'sending' | 'failed';
  createdAt: number;
};

/** How the live connection is: its first try, open, trying again after a drop, or ended for good. */
export type ConnectionState = 'connecting' | 'open' | 'retrying' | 'closed';

export type ChatState = {
  /** Every message seen, from the history and from the socket, once each, in the order the server stored them. */
  messages: ChatMessage[];
  pending: PendingMessage[];
  conversationId: string | null;
  status: ChatStatus | null;
  operatorName: string | null;
  /** The history has been read once (until then the page shows a spinner). */
  loaded: boolean;
  /** Older messages of the conversation exist beyond the first one shown. */
  hasMore: boolean;
  connection: ConnectionState;
};

export const initialChatState: ChatState = {
  messages: [],
  pending: [],
  conversationId: null,
  status: null,
  operatorName: null,
  loaded: false,
  hasMore: false,
  connection: 'connecting',
};

export type ChatAction =
  | { type: 'history'; history: ChatHistory; older?: boolean }
  | { type: 'event'; event: ChatSocketEvent }
  | { type: 'connection'; state: ConnectionState }
  | { type: 'pending'; message: PendingMessage }
  | { type: 'sent'; clientId: string; message: ChatMessage }
  | { type: 'failed'; clientId: string };

const byId = (a: ChatMessage, b: ChatMessage) => {
  const [x, y] = [BigInt(a.id), BigInt(b.id)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** `incoming` added to `messages`, each id once (the later copy wins), in the server's order. */
export function mergeMessages(messages: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const all = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) all.set(message.id, message);
  return [...all.values()].sort(byId);
}

/**
 * The socket tells of the player's own message too, maybe before the send's answer: the first pending message it
 * matches (same text, an image or not) goes, so the message never shows twice.
 */
function withoutEcho(pending: PendingMessage[], message: ChatMessage): PendingMessage[] {
  if (message.author !== 'player') return pending;
  const index = pending.findIndex(
    (item) =>
      item.state === 'sending' && item.text === message.text && (item.image !== null) === (message.imageUrl !== null),
  );
  return index === -1 ? pending : pending.filter((_, position) => position !== index);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'history': {
      const { history } = action;
      return {
        ...state,
        messages: mergeMessages(state.messages, history.messages),
        conversationId: history.conversationId ?? state.conversationId,
        status: action.older ? state.status : (history.status ?? state.status),
        operatorName: action.older ? state.operatorName : (history.operatorName ?? state.operatorName),
        hasMore: action.older || !state.loaded ? history.hasMore : state.hasMore || history.hasMore,
        loaded: true,
      };
    }
    case 'event': {
      const { event } = action;
      if (event.type === 'message') {
        return {
          ...state,
          messages: mergeMessages(state.messages, [event.message]),
          pending: withoutEcho(state.pending, event.message),
        };
      }
      if (event.type === 'conversation') {
        return {
          ...state,
          conversationId: event.conversationId,
          status: event.status,
          operatorName: event.operatorName,
        };
      }
      return state;
    }
    case 'connection':
      return { ...state, connection: action.state };
    case 'pending':
      return {
        ...state,
        pending: [...state.pending.filter((item) => item.clientId !== action.message.clientId), action.message],
      };
    case 'sent':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pending: state.pending.filter((item) => item.clientId !== action.clientId),
        conversationId: action.message.conversationId,
        // a message after a closed conversation opened a new one, waiting for support
        status: state.status === 'closed' || state.status === null ? 'waiting' : state.status,
        operatorName: state.status === 'closed' ? null : state.operatorName,
      };
    case 'failed':
      return {
        ...state,
        pending: state.pending.map((item) =>
          item.clientId === action.clientId ? { ...item, state: 'failed' as const } : item,
        ),
      };
  }
}
