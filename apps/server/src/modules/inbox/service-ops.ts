import type { LanguageCode, OpsInboxMessage, OpsInboxSend } from '@palaro/contract';
import type { Db } from '../../db/db';
import { permissionDenied } from '../../http/api-error';
import { pageOf } from '../../http/page-of';
import type { Clock } from '../../security/clock';
import type { PlayerLookup } from '../accounts';
import type { Audit, OperatorContext } from '../operators';
import { inboxError } from './errors';
import { inboxRepository, type InboxRepository, type MessageRow } from './repository';
import type { InboxSender } from './service-send';
import { idOf, opsInboxMessageView } from './view';

type Deps = {
  db: Db;
  merchant: string;
  defaultLanguage: LanguageCode;
  clock: Clock;
  audit: Audit;
  sender: InboxSender;
  players: PlayerLookup;
};

/**
 * Operators send messages (support to one player, admin to a segment or everyone: "support may answer, only admin
 * publishes"), withdraw them (admin) and list them; each change is audited in its transaction.
 */
export function createInboxDesk({ db, merchant, defaultLanguage, clock, audit, sender, players }: Deps) {
  /** What the audit trail keeps of a message: to whom, its title, its languages. */
  const auditDetail = (row: MessageRow) => ({
    source: row.source,
    audience: row.audience,
    title: row.texts[defaultLanguage]?.title ?? '',
    languages: Object.keys(row.texts),
  });

  /** The message after a change, with its counts (read in the change's transaction). */
  async function shown(repository: InboxRepository, id: bigint): Promise<OpsInboxMessage> {
    const row = await repository.opsOne(merchant, id);
    if (!row) throw new Error(`inbox message ${id} vanished in its own transaction`);
    return opsInboxMessageView(row);
  }

  return {
    async list(query: { pageNo: number; pageSize: number; player?: string | undefined }) {
      const accountId = await players.filter(query.player);
      if (accountId === null) return pageOf([], 0, query);
      const { rows, total } = await inboxRepository(db).opsPage(merchant, accountId, query.pageNo, query.pageSize);
      return pageOf(rows.map(opsInboxMessageView), total, query);
    },

    async send(who: OperatorContext, input: OpsInboxSend): Promise<OpsInboxMessage> {
      if (input.audience.kind !== 'player' && who.role !== 'admin') throw permissionDenied();
      return db.transaction(async (tx) => {
        const { message, recipients } = await sender.sendToAudience(tx, input.audience, input.texts, who.username);
        await audit(tx, who, 'inbox.send', `inbox:${message.id}`, { ...auditDetail(message), recipients });
        return shown(inboxRepository(tx), message.id);
      });
    },

    async retire(who: OperatorContext, rawId: string): Promise<OpsInboxMessage> {
      return db.transaction(async (tx) => {
        const repository = inboxRepository(tx);
        const id = idOf(rawId);
        const row = id === null ? undefined : await repository.lock(merchant, id);
        if (!row) throw inboxError('unknown');
        if (row.retired_at) throw inboxError('retired');
        await repository.retire(merchant, row.id, new Date(clock()));
        await audit(tx, who, 'inbox.retire', `inbox:${row.id}`, auditDetail(row));
        return shown(repository, row.id);
      });
    },
  };
}

export type InboxDesk = ReturnType<typeof createInboxDesk>;
