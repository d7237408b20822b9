import type { DownloadLink } from '@palaro/contract/system';

/** SPEC 2.3 follow-us: social network, photo network, video network, messaging app, chat community, professional network. */
export const FOLLOW_TYPES = ['FACEBOOK', 'INSTAGRAM', 'YOUTUBE', 'TELEGRAM', 'DISCORD', 'LINKEDIN'] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];

/** One link per type, only for the types the merchant has configured. */
export function followLinks(resources: readonly DownloadLink[]): (DownloadLink & { resourceType: FollowType })[] {
  return FOLLOW_TYPES.flatMap((type) => {
    const link = resources.find((resource) => resource.resourceType === type && /^https?:\/\//.test(resource.url));
    return link ? [{ ...link, resourceType: type }] : [];
  });
}
