import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../testing/render-screen';
import { closeDownloadPopup, openDownloadPopup, useDownloadPopup } from '../lib/download-popup-store';
import AppDownloadPopup from './app-download-popup';
import { DownloadAppButton } from './download-app-button';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

afterEach(() => {
  closeDownloadPopup();
  vi.restoreAllMocks();
});

describe('home’s app-download popup', () => {
  it('opens from the header’s download button with the offers for the phone at hand', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const user = userEvent.setup();
    renderScreen(
      <>
        <DownloadAppButton pathname="/m/home" />
        <AppDownloadPopup />
      </>,
      { route: 'home', path: '/m/home' },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Download app' }));
    const popup = await screen.findByRole('dialog', { name: 'Palaro app' });
    expect(within(popup).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://download.palaro.ph/android/palaro.apk',
    );
    expect(within(popup).queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    await user.click(within(popup).getByRole('link', { name: 'More about the app' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/app');
    expect(useDownloadPopup.getState().open).toBe(false);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderScreen(<AppDownloadPopup />, { route: 'home', path: '/m/home' });
    act(() => openDownloadPopup());
    const popup = await screen.findByRole('dialog', { name: 'Palaro app' });
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(useDownloadPopup.getState().open).toBe(false);
  });
});
