import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBannersQueryOptions } from '../../../shared/api/games/get-banners';
import { changeLanguage, i18n, initI18n } from '../../../shared/lib/i18n/i18n';
import { makeBanner } from '../../../testing/game-fixtures';
import { renderScreen } from '../../../testing/render-screen';
import { VideoBanner } from './video-banner';
import { videoIdOf } from './video-link';

function renderVideo(linkage: string) {
  return renderScreen(<VideoBanner />, {
    route: 'home',
    seed: (client) =>
      client.setQueryData(getBannersQueryOptions(['m_youtube'], 'PALARO').queryKey, [
        makeBanner({ groupName: 'm_youtube', linkage, linkageType: 'V', title: 'Palaro in 60 seconds' }),
      ]),
  });
}

beforeAll(() => i18n.loadNamespaces(['home']));
afterEach(async () => {
  await act(() => initI18n('EN'));
});

describe('the video banner (SPEC 2.3, group m_youtube)', () => {
  it('knows the links of a video site and ignores every other link', () => {
    expect(videoIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://m.youtube.com/shorts/abcdEFGH123')).toBe('abcdEFGH123');
    expect(videoIdOf('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://videos.example.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(videoIdOf('https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(videoIdOf('/m/activity')).toBeUndefined();
  });

  it('shows nothing for a link without a video-site domain', () => {
    renderVideo('https://videos.example.com/watch?v=dQw4w9WgXcQ');
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads no player until the tap, then plays in the site language', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('CN'));
    renderVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(await screen.findByRole('button', { name: '播放视频：Palaro in 60 seconds' }));
    const player = screen.getByTitle('Palaro in 60 seconds');
    const src = new URL(player.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('hl')).toBe('zh');
    expect(src.searchParams.get('autoplay')).toBe('1');
  });
});
