import { act } from '@testing-library/react';
import { changeLanguage, currentLanguage, i18n, initI18n } from './i18n';
import { storedLanguage } from './languages';

afterEach(async () => {
  await act(() => initI18n('EN'));
});

describe('languages', () => {
  it('defaults to English and reads the stored choice', () => {
    expect(storedLanguage()).toBe('EN');
    window.localStorage.setItem('MC_LANGUAGE', 'TH');
    expect(storedLanguage()).toBe('TH');
    window.localStorage.setItem('MC_LANGUAGE', 'XX');
    expect(storedLanguage()).toBe('EN');
  });

  it('changes language without a reload: texts, <html lang>, storage and the Language header value', async () => {
    await changeLanguage('CN');
    expect(i18n.t('title.home')).toBe('首页');
    expect(document.documentElement.lang).toBe('zh');
    expect(window.localStorage.getItem('MC_LANGUAGE')).toBe('CN');
    expect(currentLanguage()).toBe('CN');
  });

  it('downloads only the language on screen', async () => {
    await changeLanguage('VI');
    expect(i18n.hasResourceBundle('vi', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('th', 'common')).toBe(false);
  });
});
