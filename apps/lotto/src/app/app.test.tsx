import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOTTO_CLOSE_MESSAGE } from '../shared/lib/frame';
import { renderAt } from '../testing/render-at';
import { matchRoute } from './routes';

const GAME = '/m/lotto-h5/default/ent/games/dice-3m?token=abc&merchant=PALARO&css=light&prize_mode=LOTT';

describe('the route table', () => {
  it('reads mui, playType and gameId from the lottery frame path (SPEC 2.1)', () => {
    expect(matchRoute('/m/lotto-h5/PH01/trad/games/lotto-6-42')).toEqual({
      route: 'game',
      mui: 'PH01',
      playType: 'trad',
      gameId: 'lotto-6-42',
    });
    expect(matchRoute('/m/lotto-h5/verify')).toEqual({ route: 'verify' });
    for (const path of ['/m/lotto-h5', '/m/lotto-h5/x/live/games/dice-3m', '/m/lotto-h5/x/ent/games/', '/m/home'])
      expect(matchRoute(path), path).toEqual({ route: 'notFound' });
  });
});

describe('the game path', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the game named from its id, in the asked theme, while the game loads', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderAt(GAME);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast 3 Dice · 3 min' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game…');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Back' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('is dark when css is missing or not a theme, and names an official game by its id', async () => {
    renderAt('/m/lotto-h5/default/trad/games/lotto-6-42?css=neon');
    expect(await screen.findByRole('heading', { level: 1, name: 'lotto-6-42' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it.each([
    ['/m/lotto-h5/zh/ent/games/race10-1m', 'zh', '赛车 10 · 1 分钟'],
    ['/m/lotto-h5/TH/ent/games/race10-1m', 'th', 'แข่งรถ 10 · 1 นาที'],
    ['/m/lotto-h5/zh/ent/games/race10-1m?language=VI', 'vi', 'Đua xe 10 · 1 phút'],
    ['/m/lotto-h5/PH01/ent/games/colour-5m?language=tl', 'tl', 'Laro ng Kulay · 5 min'],
    ['/m/lotto-h5/PH01/ent/games/digits5-5m?language=xx', 'en', '5D Digits · 5 min'],
  ])('%s is in %s', async (url, locale, title) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe(locale);
  });

  it('asks the framing page to close it with the back control', async () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    renderAt(GAME);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(parent.postMessage).toHaveBeenCalledWith({ type: LOTTO_CLOSE_MESSAGE }, window.location.origin);
  });

  it('says so at an address that is no lottery page', async () => {
    renderAt('/m/lotto-h5/nothing/here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).not.toBe(''));
  });
});
