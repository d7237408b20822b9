import { STORAGE_KEYS } from '@palaro/contract/constants';
import { makeSession } from '../../../testing/fixtures';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

const store = (value: unknown) =>
  window.localStorage.setItem(STORAGE_KEYS.sessionInfo, typeof value === 'string' ? value : JSON.stringify(value));

afterEach(() => clearStoredSession());

describe('the stored session', () => {
  it('reads back what was written, with either kind of id, and drops fields it does not know', () => {
    writeStoredSession({ ...makeSession(), id: 7 });
    expect(readStoredSession()).toEqual({ ...makeSession(), id: 7 });
    store({ ...makeSession(), customerId: '7', stale: true });
    expect(readStoredSession()).toEqual({ ...makeSession(), customerId: '7' });
  });

  it('is no session when the stored value is broken', () => {
    for (const broken of [
      '{not json',
      { ...makeSession(), token: '' },
      { ...makeSession(), type: '0' },
      { ...makeSession(), id: null },
      [],
    ]) {
      store(broken);
      expect(readStoredSession()).toBeNull();
    }
    clearStoredSession();
    expect(readStoredSession()).toBeNull();
  });
});
