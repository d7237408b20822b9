import {
  ANNOUNCEMENT_LISTS,
  type AnnouncementSegment,
  type AnnouncementsResponse,
  type AnnouncementType,
  type LanguageCode,
} from '@palaro/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../security/clock';
import type { AuthContext } from '../sessions';
import { announcementError } from './errors';
import { announcementsRepository, type Audience } from './repository';
import { announcementView, idOf } from './view';

type Deps = { db: Db; merchant: string; defaultLanguage: LanguageCode; clock: Clock };

/** The content types that have a list in the answer (Agent announcements have none on this site). */
const LISTED = Object.keys(ANNOUNCEMENT_LISTS) as (keyof typeof ANNOUNCEMENT_LISTS)[];
const isListed = (type: string): type is keyof typeof ANNOUNCEMENT_LISTS => (LISTED as string[]).includes(type);

/**
 * The caller's segments (SPEC 3, 4): a guest is B; a logged-in player is A, and F too while the session is the
 * account's first log-in: the session opened while the account's first-log-in flag was still set (the log-in answer's
 * firstTimeLogin), which that log-in then clears, so F lasts as long as that one session.
 */
export function segmentsOf(auth: AuthContext | null): AnnouncementSegment[] {
  if (!auth) return ['B'];
  return auth.firstLogin ? ['A', 'F'] : ['A'];
}

/** Announcements as players and guests see them: live now, for their segment, in their language. */
export function createAnnouncementService({ db, merchant, defaultLanguage, clock }: Deps) {
  const announcements = announcementsRepository(db);
  const audienceOf = (auth: AuthContext | null, types: AnnouncementType[]): Audience => ({
    merchant,
    types,
    segments: segmentsOf(auth),
    now: new Date(clock()),
  });

  return {
    /** The lists of the types asked for (`types` a comma list); the others come back empty. */
    async lists(auth: AuthContext | null, types: string, language: LanguageCode): Promise<AnnouncementsResponse> {
      const asked = [...new Set(types.split(','))].filter(isListed);
      const answer: AnnouncementsResponse = { banners: [], player: [], popup: [], promotion: [] };
      if (asked.length === 0) return answer;
      const rows = await announcements.shown(audienceOf(auth, asked), auth?.accountId ?? null);
      for (const row of rows) {
        if (!isListed(row.type)) continue;
        answer[ANNOUNCEMENT_LISTS[row.type]].push(announcementView(row, language, defaultLanguage));
      }
      return answer;
    },

    /** Marks an announcement the player sees now as read (again is fine); any other id is refused, storing nothing. */
    async markRead(auth: AuthContext, rawId: string): Promise<void> {
      const id = idOf(rawId);
      if (id === null || !(await announcements.markRead(audienceOf(auth, LISTED), auth.accountId, id)))
        throw announcementError('unknown');
    },
  };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
