import type { ChatMessage, OpsChatConversation } from '@palaro/contract';
import type { z } from 'zod';
import type { opsChatDetailSchema, opsChatQuerySchema, opsChatSendSchema } from '@palaro/contract';
import type { Db, Queryable } from '../../db/db';
import type { Clock } from '../../security/clock';
import type { Audit, OperatorContext } from '../operators';
import { chatError } from './errors';
import type { ChatBusEvent } from './event-bus';
import { chatRepository, type ChatEvent, type ConversationRow, type MessageRow } from './repository';
import { deskView, idOf, recordOf, rowView } from './view';

type Deps = {
  db: Db;
  merchant: string;
  clock: Clock;
  audit: Audit;
  publish: (events: ChatBusEvent[]) => Promise<void>;
};

type DeskQuery = z.infer<typeof opsChatQuerySchema>;
type DeskAnswer = z.infer<typeof opsChatSendSchema>;
type DeskDetail = z.infer<typeof opsChatDetailSchema>;

/** The English line a system message keeps, for readers without the app's translations (the ops CLI). */
const SYSTEM_TEXT: Record<ChatEvent, (operator: string) => string> = {
  taken: (operator) => `${operator} joined the conversation`,
  closed: () => 'The conversation was closed',
};

/** What a change tells every instance once committed: the system line it wrote, the conversation's new state. */
type Outcome = { conversation: ConversationRow; messages: MessageRow[] };

/**
 * The support desk (support or admin): conversations waiting first, taking one (only one operator answers a
 * conversation), answering (which takes a waiting one), reading and closing. Take, answer and close are audited in
 * the same transaction.
 */
export function createChatDesk({ db, merchant, clock, audit, publish }: Deps) {
  const chats = chatRepository(db);

  /** The merchant's conversation `rawId`, locked for the change; unknown (404) otherwise. */
  async function locked(tx: Queryable, rawId: string): Promise<ConversationRow> {
    const id = idOf(rawId);
    const row = id === null ? undefined : await chatRepository(tx).conversation(merchant, id, true);
    if (!row) throw chatError('unknown');
    return row;
  }

  /** A system line of `event` by `who` in the conversation. */
  async function systemLine(tx: Queryable, conversation: ConversationRow, event: ChatEvent, who: OperatorContext) {
    const line = await chatRepository(tx).insertMessage({
      conversationId: conversation.id,
      accountId: conversation.account_id,
      author: 'system',
      operatorId: who.id,
      clientId: null,
      text: SYSTEM_TEXT[event](who.username),
      imageId: null,
      event,
      now: new Date(clock()),
    });
    if (!line) throw new Error('chat system line answered no row');
    return line;
  }

  /** Takes a waiting conversation for `who` (audited); refuses a closed one or another operator's. */
  async function takeIn(tx: Queryable, conversation: ConversationRow, who: OperatorContext): Promise<Outcome> {
    if (conversation.status === 'closed') throw chatError('closed');
    if (conversation.status === 'active') {
      if (conversation.operator_id !== who.id) throw chatError('taken');
      return { conversation, messages: [] };
    }
    await chatRepository(tx).take(conversation.id, who.id);
    const line = await systemLine(tx, conversation, 'taken', who);
    await audit(tx, who, 'chat.take', `chat:${conversation.id}`, { player: conversation.username });
    return {
      conversation: { ...conversation, status: 'active', operator_id: who.id, operator_name: who.username },
      messages: [line],
    };
  }

  /** Tells every instance: the conversation's state when it changed, then the messages written. */
  async function tell(before: ConversationRow, outcome: Outcome): Promise<void> {
    const { conversation, messages } = outcome;
    const events: ChatBusEvent[] = [];
    if (before.status !== conversation.status || before.operator_id !== conversation.operator_id) {
      events.push({
        type: 'conversation',
        merchant,
        change: {
          conversationId: conversation.id.toString(),
          accountId: conversation.account_id.toString(),
          status: conversation.status,
          operatorName: conversation.operator_name,
        },
      });
    }
    for (const message of messages) events.push({ type: 'message', merchant, message: recordOf(message) });
    if (events.length > 0) await publish(events);
  }

  async function deskRowOf(id: bigint): Promise<OpsChatConversation> {
    const row = await chats.deskRow(merchant, id);
    if (!row) throw chatError('unknown');
    return deskView(row);
  }

  return {
    async list(query: DeskQuery) {
      const { rows, total } = await chats.desk(
        merchant,
        { status: query.status, player: query.player },
        { pageNo: query.pageNo, pageSize: query.pageSize },
      );
      return {
        list: rows.map(deskView),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },

    async detail(rawId: string): Promise<DeskDetail> {
      const id = idOf(rawId);
      const row = id === null ? undefined : await chats.deskRow(merchant, id);
      if (!row || id === null) throw chatError('unknown');
      return { conversation: deskView(row), messages: (await chats.all(id)).map((m) => rowView(m, 'operator')) };
    },

    async take(who: OperatorContext, rawId: string): Promise<OpsChatConversation> {
      const { before, outcome } = await db.transaction(async (tx) => {
        const before = await locked(tx, rawId);
        return { before, outcome: await takeIn(tx, before, who) };
      });
      await tell(before, outcome);
      return deskRowOf(before.id);
    },

    /**
     * An operator's answer; a waiting conversation is taken by it. The same clientId again answers the first message
     * and writes nothing. Answering reads the conversation.
     */
    async answer(who: OperatorContext, rawId: string, body: DeskAnswer): Promise<ChatMessage> {
      const earlier = await chats.operatorMessage(who.id, body.clientId);
      if (earlier) return rowView(earlier, 'operator');
      const done = await db.transaction(async (tx) => {
        const before = await locked(tx, rawId);
        const taken = await takeIn(tx, before, who);
        const repository = chatRepository(tx);
        const message = await repository.insertMessage({
          conversationId: before.id,
          accountId: before.account_id,
          author: 'operator',
          operatorId: who.id,
          clientId: body.clientId,
          text: body.text,
          imageId: null,
          event: null,
          now: new Date(clock()),
        });
        if (!message) return { first: true as const };
        await repository.markStaffRead(before.id);
        await audit(tx, who, 'chat.answer', `chat:${before.id}`, {
          player: before.username,
          messageId: message.id.toString(),
          text: body.text,
        });
        return { before, outcome: { ...taken, messages: [...taken.messages, message] }, message };
      });
      if ('first' in done) {
        const first = await chats.operatorMessage(who.id, body.clientId);
        if (!first) throw new Error('chat resend found no first message');
        return rowView(first, 'operator');
      }
      await tell(done.before, done.outcome);
      return rowView(done.message, 'operator');
    },

    /** The desk has seen the conversation up to now (its unread count goes to 0). */
    async read(rawId: string): Promise<void> {
      const id = idOf(rawId);
      const row = id === null ? undefined : await chats.conversation(merchant, id);
      if (!row) throw chatError('unknown');
      await chats.markStaffRead(row.id);
    },

    /** Ends a conversation (waiting or active, whoever took it); the player's next message opens another. */
    async close(who: OperatorContext, rawId: string): Promise<OpsChatConversation> {
      const { before, outcome } = await db.transaction(async (tx) => {
        const before = await locked(tx, rawId);
        if (before.status === 'closed') throw chatError('closed');
        await chatRepository(tx).close(before.id, new Date(clock()));
        const line = await systemLine(tx, before, 'closed', who);
        await audit(tx, who, 'chat.close', `chat:${before.id}`, { player: before.username, was: before.status });
        return { before, outcome: { conversation: { ...before, status: 'closed' as const }, messages: [line] } };
      });
      await tell(before, outcome);
      return deskRowOf(before.id);
    },

    /** An image of any conversation of the merchant. */
    async image(rawId: string): Promise<{ contentType: string; data: Buffer }> {
      const id = idOf(rawId);
      const image = id === null ? undefined : await chats.image(merchant, id);
      if (!image) throw chatError('unknown');
      return { contentType: image.content_type, data: Buffer.from(image.data) };
    },
  };
}

export type ChatDesk = ReturnType<typeof createChatDesk>;
