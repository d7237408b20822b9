import { STORAGE_KEYS, SYSTEM_STATUS, type SystemStatus } from '@palaro/contract/constants';
import { readItem, writeItem } from '../../../shared/lib/storage';

const KNOWN: readonly number[] = Object.values(SYSTEM_STATUS);

/** The last computed status, so the gate applies at once on the next visit (SPEC 4). */
export function readCachedStatus(): SystemStatus | undefined {
  const raw = readItem('local', STORAGE_KEYS.systemStatus);
  if (raw === null) return undefined;
  const value = Number(raw);
  return KNOWN.includes(value) ? (value as SystemStatus) : undefined;
}

export function writeCachedStatus(status: SystemStatus): void {
  writeItem('local', STORAGE_KEYS.systemStatus, String(status));
}
