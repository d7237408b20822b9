import type { HelpItem, LanguageCode } from '@palaro/contract';
import type { Db } from '../../db/db';
import { helpRepository } from './repository';
import { helpItemView } from './view';

type Deps = { db: Db; merchant: string; defaultLanguage: LanguageCode };

/** The help centre as players and guests read it: the live sections in order, in their language. */
export function createHelpService({ db, merchant, defaultLanguage }: Deps) {
  const help = helpRepository(db);
  return {
    /** Each section in `language` when it has a text in it, else in the merchant's default language. */
    async list(language: LanguageCode): Promise<HelpItem[]> {
      return (await help.live(merchant)).map((row) => helpItemView(row, language, defaultLanguage));
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
