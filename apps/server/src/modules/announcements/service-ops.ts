import type { LanguageCode, OpsAnnouncement, OpsAnnouncementInput } from '@palaro/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../security/clock';
import { sanitizeContent } from '../../security/html-allow-list';
import type { Audit, OperatorContext } from '../operators';
import { announcementError } from './errors';
import {
  announcementsRepository,
  type AnnouncementRecord,
  type AnnouncementRow,
  type AnnouncementsRepository,
  type AnnouncementTexts,
} from './repository';
import { idOf, opsAnnouncementView } from './view';

type Deps = { db: Db; merchant: string; defaultLanguage: LanguageCode; clock: Clock; audit: Audit };

/** Operators publish, change and retire announcements (admins), and list them (everyone); each change is audited. */
export function createAnnouncementDesk({ db, merchant, defaultLanguage, clock, audit }: Deps) {
  /** What the audit trail keeps of an announcement: which one, and what it was set to show to whom and when. */
  const auditDetail = (row: AnnouncementRow) => ({
    type: row.type,
    execution: row.execution,
    title: row.texts[defaultLanguage]?.title ?? '',
    languages: Object.keys(row.texts),
    startAt: row.start_at.toISOString(),
    endAt: row.end_at?.toISOString() ?? null,
    sort: row.sort,
  });

  /** The rules across fields the schema cannot state alone; the content sanitised as it will be stored. */
  function recordOf(input: OpsAnnouncementInput): AnnouncementRecord {
    const fields: Record<string, string> = {};
    if (!input.texts[defaultLanguage])
      fields[`texts.${defaultLanguage}`] = `the merchant's default language (${defaultLanguage}) is required`;
    if (input.endAt !== null && input.endAt <= input.startAt) fields.endAt = 'must be after startAt';
    if (input.type === 'PU' && input.popup === null) fields.popup = 'required for a popup (type PU)';
    if (input.type !== 'PU' && input.popup !== null) fields.popup = 'only a popup (type PU) has popup options';
    if (Object.keys(fields).length > 0) throw announcementError('invalid', fields);

    const texts: AnnouncementTexts = {};
    for (const [language, text] of Object.entries(input.texts) as [LanguageCode, { title: string; content: string }][])
      texts[language] = { title: text.title, content: sanitizeContent(text.content) };
    return {
      type: input.type,
      execution: [...new Set(input.execution)],
      texts,
      promotionType: input.promotionType,
      popup: input.popup,
      startAt: new Date(input.startAt),
      endAt: input.endAt === null ? null : new Date(input.endAt),
      sort: input.sort,
    };
  }

  /** The announcement `rawId` of this merchant, locked for the change; refused when unknown or retired. */
  async function changeable(repository: AnnouncementsRepository, rawId: string) {
    const id = idOf(rawId);
    const row = id === null ? undefined : await repository.lock(merchant, id);
    if (!row) throw announcementError('unknown');
    if (row.retired_at) throw announcementError('retired');
    return row;
  }

  return {
    async list(): Promise<OpsAnnouncement[]> {
      return (await announcementsRepository(db).all(merchant)).map(opsAnnouncementView);
    },

    async create(who: OperatorContext, input: OpsAnnouncementInput): Promise<OpsAnnouncement> {
      const record = recordOf(input);
      return db.transaction(async (tx) => {
        const row = await announcementsRepository(tx).insert(merchant, record, who.username, new Date(clock()));
        await audit(tx, who, 'announcement.create', `announcement:${row.id}`, auditDetail(row));
        return opsAnnouncementView(row);
      });
    },

    async edit(who: OperatorContext, rawId: string, input: OpsAnnouncementInput): Promise<OpsAnnouncement> {
      const record = recordOf(input);
      return db.transaction(async (tx) => {
        const repository = announcementsRepository(tx);
        const before = await changeable(repository, rawId);
        const row = await repository.update(merchant, before.id, record, who.username, new Date(clock()));
        await audit(tx, who, 'announcement.edit', `announcement:${row.id}`, {
          ...auditDetail(row),
          before: auditDetail(before),
        });
        return opsAnnouncementView(row);
      });
    },

    async retire(who: OperatorContext, rawId: string): Promise<OpsAnnouncement> {
      return db.transaction(async (tx) => {
        const repository = announcementsRepository(tx);
        const before = await changeable(repository, rawId);
        const row = await repository.retire(merchant, before.id, who.username, new Date(clock()));
        await audit(tx, who, 'announcement.retire', `announcement:${row.id}`, auditDetail(row));
        return opsAnnouncementView(row);
      });
    },
  };
}

export type AnnouncementDesk = ReturnType<typeof createAnnouncementDesk>;
