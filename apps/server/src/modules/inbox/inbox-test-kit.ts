import { randomBytes } from 'node:crypto';
import {
  API,
  HEADER,
  inboxPageSchema,
  OPS_API,
  opsInboxMessageSchema,
  unreadCountSchema,
  type InboxAudience,
  type InboxPage,
  type OpsInboxMessage,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { call, valueOf } from '../../testing/api-client';

/** Texts in English (and Tagalog when asked) with a title no other test uses. */
export function inboxTexts(options: { tagalog?: boolean; content?: string } = {}) {
  const tag = randomBytes(3).toString('hex');
  const content = options.content ?? '<p>Your withdrawal is on its way.</p>';
  return {
    EN: { title: `Withdrawal sent ${tag}`, content },
    ...(options.tagalog ? { TL: { title: `Naipadala na ${tag}`, content: `<p>Papunta na ${tag}.</p>` } } : {}),
  };
}

/** The inbox calls of one app, as players and operators make them. */
export function inboxCalls(app: FastifyInstance) {
  const send = (token: string, audience: InboxAudience, texts: object = inboxTexts()) =>
    call(app, 'POST', OPS_API.inbox, { audience, texts }, { token });

  return {
    send,
    /** Sends as `token` and answers the message as stored; fails the test otherwise. */
    async sent(token: string, audience: InboxAudience, texts: object = inboxTexts()): Promise<OpsInboxMessage> {
      return opsInboxMessageSchema.parse(valueOf(await send(token, audience, texts)));
    },
    async inbox(token: string, query = '', language?: string): Promise<InboxPage> {
      const headers = language ? { [HEADER.language]: language } : undefined;
      const response = await call(app, 'GET', `${API.inbox}${query}`, undefined, {
        token,
        ...(headers ? { headers } : {}),
      });
      return inboxPageSchema.parse(valueOf(response));
    },
    async unread(token: string): Promise<number> {
      return unreadCountSchema.parse(valueOf(await call(app, 'GET', API.inboxUnread, undefined, { token }))).count;
    },
    read: (token: string, ids: string[], read = true) => call(app, 'POST', API.inboxRead, { ids, read }, { token }),
    remove: (token: string, ids: string[]) => call(app, 'POST', API.inboxDelete, { ids }, { token }),
    retire: (token: string, id: string) => call(app, 'POST', OPS_API.inboxRetire(id), undefined, { token }),
  };
}

/** Each delivery of the message as stored: who has it, read or deleted. */
export async function deliveriesOf(app: FastifyInstance, messageId: string) {
  const { rows } = await app.db.query<{ account_id: bigint; read: boolean; deleted: boolean }>(
    `SELECT account_id, read_at IS NOT NULL AS read, deleted_at IS NOT NULL AS deleted
       FROM inbox_deliveries WHERE message_id = $1 ORDER BY account_id`,
    [BigInt(messageId)],
  );
  return rows;
}
