import type { LanguageCode, OpsHelpInput, OpsHelpItem } from '@palaro/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../security/clock';
import { sanitizeContent } from '../../security/html-allow-list';
import type { Audit, OperatorContext } from '../operators';
import { helpError } from './errors';
import {
  helpRepository,
  isUniqueViolation,
  LIVE_TAG_INDEX,
  type HelpRecord,
  type HelpRepository,
  type HelpRow,
  type HelpText,
  type HelpTexts,
} from './repository';
import { idOf, opsHelpItemView } from './view';

type Deps = { db: Db; merchant: string; defaultLanguage: LanguageCode; clock: Clock; audit: Audit };

/** Operators write, change and retire help sections (admins), and list them (everyone); each change is audited. */
export function createHelpDesk({ db, merchant, defaultLanguage, clock, audit }: Deps) {
  /** What the audit trail keeps of a section: which one, its tag, title, languages, place and how many children. */
  const auditDetail = (row: HelpRow) => ({
    tag: row.tag,
    title: row.texts[defaultLanguage]?.title ?? '',
    languages: Object.keys(row.texts),
    children: row.texts[defaultLanguage]?.children.length ?? 0,
    sort: row.sort,
  });

  /** The rules the schema cannot state alone; the content and every child's content sanitised as they will be stored. */
  function recordOf(input: OpsHelpInput): HelpRecord {
    if (!input.texts[defaultLanguage])
      throw helpError('invalid', {
        [`texts.${defaultLanguage}`]: `the merchant's default language (${defaultLanguage}) is required`,
      });
    const texts: HelpTexts = {};
    for (const [language, text] of Object.entries(input.texts) as [LanguageCode, HelpText][])
      texts[language] = {
        title: text.title,
        content: sanitizeContent(text.content),
        children: text.children.map((child) => ({ title: child.title, content: sanitizeContent(child.content) })),
      };
    return { tag: input.tag, texts, sort: input.sort };
  }

  /** The section `rawId` of this merchant, locked for the change; refused when unknown or retired. */
  async function changeable(repository: HelpRepository, rawId: string) {
    const id = idOf(rawId);
    const row = id === null ? undefined : await repository.lock(merchant, id);
    if (!row) throw helpError('unknown');
    if (row.retired_at) throw helpError('retired');
    return row;
  }

  /** A write that would give a second live section the same tag is refused (the unique index decides, race-free). */
  async function tagChecked<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (isUniqueViolation(error, LIVE_TAG_INDEX)) throw helpError('tagTaken', { tag: 'another live section has it' });
      throw error;
    }
  }

  return {
    async list(): Promise<OpsHelpItem[]> {
      return (await helpRepository(db).all(merchant)).map(opsHelpItemView);
    },

    async create(who: OperatorContext, input: OpsHelpInput): Promise<OpsHelpItem> {
      const record = recordOf(input);
      return tagChecked(
        db.transaction(async (tx) => {
          const row = await helpRepository(tx).insert(merchant, record, who.username, new Date(clock()));
          await audit(tx, who, 'help.create', `help:${row.id}`, auditDetail(row));
          return opsHelpItemView(row);
        }),
      );
    },

    async edit(who: OperatorContext, rawId: string, input: OpsHelpInput): Promise<OpsHelpItem> {
      const record = recordOf(input);
      return tagChecked(
        db.transaction(async (tx) => {
          const repository = helpRepository(tx);
          const before = await changeable(repository, rawId);
          const row = await repository.update(merchant, before.id, record, who.username, new Date(clock()));
          await audit(tx, who, 'help.edit', `help:${row.id}`, { ...auditDetail(row), before: auditDetail(before) });
          return opsHelpItemView(row);
        }),
      );
    },

    async retire(who: OperatorContext, rawId: string): Promise<OpsHelpItem> {
      return db.transaction(async (tx) => {
        const repository = helpRepository(tx);
        const before = await changeable(repository, rawId);
        const row = await repository.retire(merchant, before.id, who.username, new Date(clock()));
        await audit(tx, who, 'help.retire', `help:${row.id}`, auditDetail(row));
        return opsHelpItemView(row);
      });
    },
  };
}

export type HelpDesk = ReturnType<typeof createHelpDesk>;
