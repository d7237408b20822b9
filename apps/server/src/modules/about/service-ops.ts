import type { LanguageCode, OpsAboutInput } from '@palaro/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../security/clock';
import type { Audit, OperatorContext } from '../operators';
import { aboutError } from './errors';
import { imageAddressProblem } from './image-address';
import { aboutRepository, type AboutRecord, type AboutRow } from './repository';
import { opsAboutView, type OpsAbout } from './view';

type Deps = { db: Db; merchant: string; defaultLanguage: LanguageCode; clock: Clock; audit: Audit };

/** Operators read the about-us page (everyone) and replace it (admins); each replacement is audited. */
export function createAboutDesk({ db, merchant, defaultLanguage, clock, audit }: Deps) {
  /** What the audit trail keeps of a page: its languages and images (the texts stay in the table). */
  const auditDetail = (row: AboutRow) => ({
    languages: Object.keys(row.texts),
    ambassadorPhoto: row.ambassador_photo,
    gallery: row.gallery,
  });

  /** The rules across fields the schema cannot state alone. */
  function recordOf(input: OpsAboutInput): AboutRecord {
    const fields: Record<string, string> = {};
    if (!input.texts[defaultLanguage])
      fields[`texts.${defaultLanguage}`] = `the merchant's default language (${defaultLanguage}) is required`;
    const photoProblem = imageAddressProblem(input.ambassadorPhoto);
    if (photoProblem) fields.ambassadorPhoto = photoProblem;
    for (const [index, address] of input.gallery.entries()) {
      const problem = imageAddressProblem(address);
      if (problem) fields[`gallery.${index}`] = problem;
    }
    if (Object.keys(fields).length > 0) throw aboutError('invalid', fields);
    return { texts: input.texts, ambassadorPhoto: input.ambassadorPhoto, gallery: input.gallery };
  }

  return {
    async get(): Promise<OpsAbout | null> {
      const row = await aboutRepository(db).find(merchant);
      return row ? opsAboutView(row) : null;
    },

    async replace(who: OperatorContext, input: OpsAboutInput): Promise<OpsAbout> {
      const record = recordOf(input);
      return db.transaction(async (tx) => {
        const repository = aboutRepository(tx);
        const before = await repository.lock(merchant);
        const row = await repository.replace(merchant, record, who.username, new Date(clock()));
        await audit(tx, who, 'about.replace', `about:${merchant}`, {
          ...auditDetail(row),
          before: before ? { ...auditDetail(before), updatedBy: before.updated_by } : null,
        });
        return opsAboutView(row);
      });
    },
  };
}

export type AboutDesk = ReturnType<typeof createAboutDesk>;
