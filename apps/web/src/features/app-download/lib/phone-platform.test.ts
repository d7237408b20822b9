import { iosVersion, isIosSafari, legacyIosTip, platformOf } from './phone-platform';

const ios = (version: string, tail = 'Version/17.0 Mobile/15E148 Safari/604.1') =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${tail}`;
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('the phone behind the app page', () => {
  it('tells Android, iOS and the rest apart', () => {
    expect([platformOf(android), platformOf(ios('17_5')), platformOf('Mozilla/5.0 (X11; Linux x86_64)')]).toEqual([
      'android',
      'ios',
      'other',
    ]);
  });

  it('knows iOS’s own browser from other browsers and apps’ built-in ones', () => {
    expect(isIosSafari(ios('17_5'))).toBe(true);
    expect(isIosSafari(ios('17_5', 'CriOS/126.0 Mobile/15E148 Safari/604.1'))).toBe(false);
    expect(isIosSafari(ios('17_5', 'Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]'))).toBe(false);
    expect(isIosSafari(android)).toBe(false);
  });

  it('gives the legacy tips for iOS 12.0 to 12.1 and for iOS 11 or below (SPEC 4)', () => {
    expect(iosVersion(ios('12_1_4'))).toEqual([12, 1]);
    expect([ios('11_4'), ios('12_0'), ios('12_1_2'), ios('12_2'), ios('17_5')].map(legacyIosTip)).toEqual([
      'ios11',
      'ios12',
      'ios12',
      null,
      null,
    ]);
    expect(legacyIosTip(android)).toBeNull();
  });
});
