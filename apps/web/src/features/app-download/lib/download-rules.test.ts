import { makeStatus } from '../../../testing/fixtures';
import { appIconUrl, pickDownloadUrl } from './download-links';
import { hasAppDownloadLink } from './has-download-link';
import { shouldShowDownloadBanner, shouldShowDownloadButton, type BannerInput } from './download-rules';

const base: BannerInput = {
  isHomePath: true,
  appLike: false,
  hasDownloadLink: true,
  dismissed: false,
  hostname: 'm.palaro.ph',
  hiddenHosts: ['app.palaro.ph', 'pwa.palaro.ph'],
};

describe('the app-download banner rules (SPEC 2.2)', () => {
  it('shows on a home path with a link, in a browser, on an ordinary host', () => {
    expect(shouldShowDownloadBanner(base)).toBe(true);
  });

  it.each([
    ['off the home paths', { isHomePath: false }],
    ['on the special hosts', { hostname: 'pwa.palaro.ph' }],
    ['inside the app or an installed web app', { appLike: true }],
    ['without a download link', { hasDownloadLink: false }],
    ['once closed', { dismissed: true }],
  ])('hides %s', (_, change) => {
    expect(shouldShowDownloadBanner({ ...base, ...change })).toBe(false);
  });

  it('shows the header button only with the app-window flag as well', () => {
    const input = { isHomePath: true, appLike: false, hasDownloadLink: true, appWindow: true };
    expect(shouldShowDownloadButton(input)).toBe(true);
    expect(shouldShowDownloadButton({ ...input, appWindow: false })).toBe(false);
    expect(shouldShowDownloadButton({ ...input, appLike: true })).toBe(false);
    expect(shouldShowDownloadButton({ ...input, isHomePath: false })).toBe(false);
  });
});

describe('download links', () => {
  const resources = makeStatus().info.resources;

  it('counts only the links that install the app', () => {
    expect(hasAppDownloadLink(resources)).toBe(true);
    expect(hasAppDownloadLink(resources.filter((link) => !['IOS', 'Android'].includes(link.resourceType)))).toBe(false);
  });

  it('picks the link for the phone, or the download page', () => {
    expect(pickDownloadUrl(resources, 'Mozilla/5.0 (Linux; Android 14)', '/m/app')).toBe(
      'https://download.palaro.ph/android/palaro.apk',
    );
    expect(pickDownloadUrl(resources, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', '/m/app')).toBe(
      'https://apps.apple.com/app/palaro/id1',
    );
    expect(pickDownloadUrl(resources, 'Mozilla/5.0 (X11; Linux x86_64)', '/m/app')).toBe('/m/app');
    expect(appIconUrl(resources, '/fallback.png')).toBe('/m/demo-images/app-icon.svg');
    expect(appIconUrl([], '/fallback.png')).toBe('/fallback.png');
  });
});
