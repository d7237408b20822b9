import type { DownloadLink } from '@palaro/contract/system';

/** SPEC 2.3 channel popup: two pages of one social network, a short-video network and a messaging app. */
export const CHANNEL_RESOURCE_TYPES = ['FACEBOOK', 'FACEBOOK2', 'TIKTOK', 'TELEGRAM'] as const;

export function channelLinks(resources: readonly DownloadLink[]): DownloadLink[] {
  return CHANNEL_RESOURCE_TYPES.flatMap((type) => resources.filter((link) => link.resourceType === type && link.url));
}
