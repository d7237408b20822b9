import type { DownloadLink } from '@palaro/contract/system';

/** Resource types that install the app (SPEC 3, "Download link"). */
export const APP_RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG'] as const;
export const APP_ICON_RESOURCE = 'AppDownloadIcon';

export function hasAppDownloadLink(resources: readonly DownloadLink[]): boolean {
  return resources.some(
    (link) => (APP_RESOURCE_TYPES as readonly string[]).includes(link.resourceType) && link.url !== '',
  );
}

function urlOf(resources: readonly DownloadLink[], type: string): string | undefined {
  return resources.find((link) => link.resourceType === type && link.url)?.url;
}

/** The link for this phone: the Android package, the iOS app (or profile), otherwise the download page. */
export function pickDownloadUrl(resources: readonly DownloadLink[], userAgent: string, fallback: string): string {
  if (/android/i.test(userAgent)) return urlOf(resources, 'Android') ?? fallback;
  if (/iphone|ipad|ipod/i.test(userAgent))
    return urlOf(resources, 'IOS') ?? urlOf(resources, 'MOBILECONFIG') ?? fallback;
  return fallback;
}

export function appIconUrl(resources: readonly DownloadLink[], fallback: string): string {
  return urlOf(resources, APP_ICON_RESOURCE) ?? fallback;
}
