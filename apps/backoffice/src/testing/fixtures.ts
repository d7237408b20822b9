import {
  OPS_API,
  type ChatMessage,
  type OperatorRole,
  type OperatorSession,
  type OpsChatConversation,
} from '@palaro/contract';
import { ok, type Route } from './test-server';

export function sessionOf(role: OperatorRole): OperatorSession {
  return {
    token: `token-of-${role}-0123456789abcdefghijklmnopqrstuv`,
    username: role,
    role,
    expiresAt: Date.now() + 3_600_000,
  };
}

/** GET /ops/me for the operator of a role, as the server answers it. */
export function meRoute(role: OperatorRole): Record<string, Route> {
  return { [`GET ${OPS_API.me}`]: ok({ id: '7', username: role, role }) };
}

const T0 = Date.parse('2026-03-05T09:00:00Z');

export function conversation(overrides: Partial<OpsChatConversation> = {}): OpsChatConversation {
  return {
    id: 'c1',
    username: 'maria',
    status: 'waiting',
    operatorName: null,
    lastMessage: 'Hello?',
    lastMessageAt: T0,
    unread: 0,
    createdAt: T0,
    ...overrides,
  };
}

export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    conversationId: 'c1',
    author: 'player',
    operatorName: null,
    text: 'Hello?',
    imageUrl: null,
    event: null,
    sentAt: T0,
    ...overrides,
  };
}

export function page<T>(list: T[], pageNum = 1, totalPages = 1) {
  return { list, pageNum, totalPages, total: list.length + (totalPages - 1) * 20 };
}
