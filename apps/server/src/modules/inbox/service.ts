import type { InboxPage, InboxQuery, LanguageCode } from '@palaro/contract';
import type { Db } from '../../db/db';
import { pageOf } from '../../http/page-of';
import type { Clock } from '../../security/clock';
import { inboxError } from './errors';
import { inboxRepository } from './repository';
import { idOf, inboxMessageView } from './view';

type Deps = { db: Db; defaultLanguage: LanguageCode; clock: Clock };

/** The ids among `raw` that can name a message (the rest name none of the player's). */
const idsOf = (raw: string[]) => [...new Set(raw)].map(idOf).filter((id): id is bigint => id !== null);

/**
 * A member's inbox (SPEC 2.1 /m/webEmail, 7.3): their live messages in their language, marked read or unread,
 * deleted, and counted unread. Only the player's own deliveries are ever touched: an id of anyone else's message is
 * one the player does not have.
 */
export function createInboxService({ db, defaultLanguage, clock }: Deps) {
  const inbox = inboxRepository(db);

  /** A batch change counts the player's own live messages among the ids; none of them at all is inbox.unknown. */
  const changed = (count: number) => {
    if (count === 0) throw inboxError('unknown');
    return { changed: count };
  };

  return {
    async list(accountId: bigint, query: InboxQuery, language: LanguageCode): Promise<InboxPage> {
      const { rows, total } = await inbox.inbox(accountId, query.unread === '1', query.pageNo, query.pageSize);
      return pageOf(
        rows.map((row) => inboxMessageView(row, language, defaultLanguage)),
        total,
        query,
      );
    },

    async unread(accountId: bigint) {
      return { count: await inbox.unreadCount(accountId) };
    },

    async markRead(accountId: bigint, ids: string[], read: boolean) {
      return changed(await inbox.markRead(accountId, idsOf(ids), read, new Date(clock())));
    },

    async delete(accountId: bigint, ids: string[]) {
      return changed(await inbox.delete(accountId, idsOf(ids), new Date(clock())));
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
