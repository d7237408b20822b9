import type { About, LanguageCode } from '@palaro/contract';
import type { Db } from '../../db/db';
import { aboutRepository } from './repository';
import { aboutView } from './view';

type Deps = { db: Db; merchant: string; defaultLanguage: LanguageCode };

/** The about-us page as players and guests read it. */
export function createAboutService({ db, merchant, defaultLanguage }: Deps) {
  return {
    /** The page in `language` (else the merchant's default); null until an operator writes one. */
    async page(language: LanguageCode): Promise<About | null> {
      const row = await aboutRepository(db).find(merchant);
      return row ? aboutView(row, language, defaultLanguage) : null;
    },
  };
}

export type AboutService = ReturnType<typeof createAboutService>;
