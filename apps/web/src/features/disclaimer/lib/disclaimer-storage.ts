import { STORAGE_KEYS } from '@palaro/contract/constants';
import { readItem, writeItem } from '../../../shared/lib/storage';

/** SPEC 2.2: the agreement lasts for this browser session only. */
export function hasAgreed(): boolean {
  return readItem('session', STORAGE_KEYS.disclaimerAgreed) === '1';
}

export function rememberAgreement(): void {
  writeItem('session', STORAGE_KEYS.disclaimerAgreed, '1');
}
