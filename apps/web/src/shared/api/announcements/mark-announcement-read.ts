import * as v from 'valibot';
import { API } from '@palaro/contract/api-paths';
import { apiPost } from '../../lib/api-client';

/** POST /wps/announcement/read: this player has read it (SPEC 7.3). */
export function markAnnouncementRead(announcementId: string): Promise<unknown> {
  return apiPost(API.announcementRead, v.unknown(), { announcementId, read: true });
}
