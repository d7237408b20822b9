import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@palaro/contract/api-paths';
import type { AnnouncementsResponse } from '@palaro/contract/announcements';
import { apiGet } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/session-store';
import { useSystemStatus } from '../get-system-status';
import { announcementsSchema } from '../schemas/announcement-schema';

/** Every list the app shows: banners, the player's notices, popups and promotions (SPEC 7.3). */
const ALL_TYPES = 'B,PL,PU,PR';

/** Whose lists they are: the server filters by segment, so a guest's and each player's are cached apart. */
export function announcementsKey(player: string | undefined) {
  return ['announcements', currentLanguage(), player ?? 'guest'] as const;
}

export function getAnnouncementsQueryOptions(player: string | undefined, merchantCode: string | undefined) {
  return queryOptions({
    queryKey: announcementsKey(player),
    queryFn: ({ signal }): Promise<AnnouncementsResponse> =>
      apiGet(API.announcements, announcementsSchema, { types: ALL_TYPES, platform: 'M' }, signal),
    enabled: Boolean(merchantCode),
    staleTime: 60_000,
  });
}

/** GET /wps/announcement for the visitor's segment and language (cached; no alert on failure, SPEC 7.3). */
export function useAnnouncements() {
  const player = useSession()?.userName;
  const merchantCode = useSystemStatus().data?.info.whitelabel.merchantCode;
  return useQuery(getAnnouncementsQueryOptions(player, merchantCode));
}
