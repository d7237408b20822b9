import {
  decodeRemembered,
  encodeRemembered,
  readRemembered,
  REMEMBERED_KEY,
  saveRemembered,
} from './remembered-credentials';

describe('remembered credentials', () => {
  it('are stored double-encoded, never as plain text', () => {
    saveRemembered({ type: 'username', username: 'juan2024', password: 'Secret123' });
    const stored = window.localStorage.getItem(REMEMBERED_KEY) ?? '';
    expect(stored).not.toContain('juan2024');
    expect(stored).not.toContain('Secret123');
    expect(atob(stored)).not.toContain('Secret123');
    expect(JSON.parse(atob(atob(stored)))).toEqual({ type: 'username', username: 'juan2024', password: 'Secret123' });
  });

  it('are restored only for the log-in type they were saved for', () => {
    saveRemembered({ type: 'mobile', countryDialingCode: '63', mobileNum: '9171234567' });
    expect(readRemembered('username')).toBeNull();
    expect(readRemembered('mobile')).toEqual({ type: 'mobile', countryDialingCode: '63', mobileNum: '9171234567' });
  });

  it('survive text outside ASCII and ignore anything unreadable', () => {
    expect(
      decodeRemembered(encodeRemembered({ type: 'username', username: 'Ñoño', password: 'pässwörd1' }))?.username,
    ).toBe('Ñoño');
    expect(decodeRemembered('not-base64!')).toBeNull();
    expect(decodeRemembered(btoa(btoa('{"type":"other"}')))).toBeNull();
  });
});
