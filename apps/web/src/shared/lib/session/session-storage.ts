import { safeParse } from 'valibot';
import { STORAGE_KEYS } from '@palaro/contract/constants';
import { readItem, removeItem, writeItem } from '../storage';
import { sessionInfoSchema, type SessionInfo } from './session-schema';

/** The stored session, or null when there is none or it cannot be read. */
export function readStoredSession(): SessionInfo | null {
  const raw = readItem('local', STORAGE_KEYS.sessionInfo);
  if (!raw) return null;
  try {
    const parsed = safeParse(sessionInfoSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: SessionInfo): void {
  writeItem('local', STORAGE_KEYS.sessionInfo, JSON.stringify(session));
}

export function clearStoredSession(): void {
  removeItem('local', STORAGE_KEYS.sessionInfo);
  removeItem('session', STORAGE_KEYS.trialUser);
}
