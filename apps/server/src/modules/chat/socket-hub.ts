import type { ChatSocketEvent } from '@palaro/contract';
import type { ChatBusEvent } from './event-bus';
import { messageView } from './view';

/** One open socket, as the hub reaches it. */
export type ChatClient = { send(frame: ChatSocketEvent): void };

/**
 * This instance's chat sockets: each player's (a player may have the chat open in several tabs) and the operators'.
 * Every bus event, whichever instance published it, goes to the sockets here that may see it: a player sees their
 * own conversation, operators see every conversation of the merchant.
 */
export function createSocketHub(merchant: string) {
  const players = new Map<string, Set<ChatClient>>();
  const operators = new Set<ChatClient>();

  const each = (clients: Iterable<ChatClient> | undefined, frame: ChatSocketEvent) => {
    for (const client of clients ?? []) client.send(frame);
  };

  return {
    joinPlayer(accountId: bigint, client: ChatClient): () => void {
      const key = accountId.toString();
      const own = players.get(key) ?? new Set<ChatClient>();
      players.set(key, own.add(client));
      return () => {
        own.delete(client);
        if (own.size === 0 && players.get(key) === own) players.delete(key);
      };
    },

    joinOperator(client: ChatClient): () => void {
      operators.add(client);
      return () => void operators.delete(client);
    },

    deliver(event: ChatBusEvent): void {
      if (event.merchant !== merchant) return;
      if (event.type === 'message') {
        const { message } = event;
        each(players.get(message.accountId), { type: 'message', message: messageView(message, 'player') });
        each(operators, { type: 'message', message: messageView(message, 'operator') });
        return;
      }
      const { conversationId, accountId, status, operatorName } = event.change;
      const frame: ChatSocketEvent = { type: 'conversation', conversationId, status, operatorName };
      each(players.get(accountId), frame);
      each(operators, frame);
    },

    /** Open sockets here, for the logs and tests. */
    counts: () => ({
      players: [...players.values()].reduce((sum, own) => sum + own.size, 0),
      operators: operators.size,
    }),
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
