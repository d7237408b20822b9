import { STORAGE_KEYS } from '@palaro/contract/constants';
import type { LoginValue } from '@palaro/contract/session';
import { getMerchantCode } from '../request-context';
import { removeItem, writeItem } from '../storage';
import { useSessionStore } from './session-store';

/** A log-in, registration or free-play answer becomes MC_SESSION_INFO (SPEC 3); autoLogin is switched on. */
export function startSession(value: LoginValue, type = value.type): void {
  useSessionStore.getState().signIn({
    token: value.token,
    merchantCode: getMerchantCode() ?? '',
    userName: value.userName,
    type,
    firstTimeLogin: value.firstTimeLogin,
    id: value.id,
  });
  writeItem('local', STORAGE_KEYS.autoLogin, '1');
}

/** SPEC 4 log-out, local half: token, trial user and all session storage gone, autoLogin 0. */
export function endSessionLocally(): void {
  useSessionStore.getState().logout();
  removeItem('session', STORAGE_KEYS.trialUser);
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage blocked: there is nothing stored to clear.
  }
  writeItem('local', STORAGE_KEYS.autoLogin, '0');
}
