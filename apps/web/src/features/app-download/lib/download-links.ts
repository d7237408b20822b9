import type { DownloadLink } from '@palaro/contract/system';

export const APP_ICON_RESOURCE = 'AppDownloadIcon';

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
