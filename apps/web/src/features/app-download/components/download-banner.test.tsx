import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStatus } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { rememberInstalledMode } from '../lib/banner-storage';
import { DownloadBanner } from './download-banner';

function setUserAgent(value: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(value);
}

function standalone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('standalone'), media: query }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the download banner', () => {
  it('offers the app on home, and remembers when it is closed', async () => {
    const { unmount } = renderWithProviders(<DownloadBanner pathname="/m/home" />);
    const banner = screen.getByRole('region', { name: 'Get the app' });
    expect(within(banner).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/m/app');
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('MC_DOWNLOAD_BAR_HIDDEN')).toBe('1');
    unmount();
    renderWithProviders(<DownloadBanner pathname="/m/home" />);
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('stays away from other routes', () => {
    renderWithProviders(<DownloadBanner pathname="/m/aboutus" />);
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('stays away on the hidden hosts from the status answer', () => {
    const status = makeStatus({ info: { appBannerHiddenHosts: [window.location.hostname] } });
    renderWithProviders(<DownloadBanner pathname="/m/home" />, { status });
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('stays away inside the app', () => {
    setUserAgent('Mozilla/5.0 (Linux; Android 14) PalaroApp/2.1');
    renderWithProviders(<DownloadBanner pathname="/m/home" />);
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('stays away in an installed web app, and is hidden for good once installed', () => {
    standalone(true);
    renderWithProviders(<DownloadBanner pathname="/m/home" />);
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
    rememberInstalledMode(true);
    expect(window.localStorage.getItem('MC_DOWNLOAD_BAR_HIDDEN')).toBe('1');
  });
});
