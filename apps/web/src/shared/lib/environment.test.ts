import { isAppLike, isInsideApp, isInstalledWebApp } from './environment';

afterEach(() => vi.unstubAllGlobals());

describe('where the app runs', () => {
  it('recognises the native app by its user agent marker', () => {
    expect(isInsideApp('Mozilla/5.0 (Linux; Android 14) PalaroApp/2.1')).toBe(true);
    expect(isInsideApp('Mozilla/5.0 (Linux; Android 14) Chrome/126')).toBe(false);
  });

  it('recognises an installed web app by display-mode or navigator.standalone', () => {
    expect(isInstalledWebApp()).toBe(false);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)', media: query }));
    expect(isInstalledWebApp()).toBe(true);
    expect(isAppLike()).toBe(true);
    vi.unstubAllGlobals();
    vi.spyOn(window, 'navigator', 'get').mockReturnValue({ ...window.navigator, standalone: true } as Navigator);
    expect(isInstalledWebApp()).toBe(true);
  });
});
