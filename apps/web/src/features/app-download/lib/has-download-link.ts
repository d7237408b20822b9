import type { DownloadLink } from '@palaro/contract/system';

// Apart from the other link helpers (download-links.ts): the header asks only this, on the first screen.

/** Resource types that install the app (SPEC 3, "Download link"). */
export const APP_RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG'] as const;

export function hasAppDownloadLink(resources: readonly DownloadLink[]): boolean {
  return resources.some(
    (link) => (APP_RESOURCE_TYPES as readonly string[]).includes(link.resourceType) && link.url !== '',
  );
}
