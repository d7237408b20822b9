import { STORAGE_KEYS } from '@palaro/contract/constants';
import { readItem, writeItem } from '../../../shared/lib/storage';

export function isBannerDismissed(): boolean {
  return readItem('local', STORAGE_KEYS.downloadBarHidden) === '1';
}

export function dismissBanner(): void {
  writeItem('local', STORAGE_KEYS.downloadBarHidden, '1');
}

/** SPEC 4: an installed web app never shows the bar again, even if it is later opened in the browser. */
export function rememberInstalledMode(installed: boolean): void {
  if (installed) dismissBanner();
}
