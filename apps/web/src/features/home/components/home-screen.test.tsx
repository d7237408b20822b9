import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../shared/lib/i18n/i18n';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeBanner, makeGames, makeWinner } from '../../../testing/game-fixtures';
import { ok, startGamesServer } from '../../../testing/games-test-server';
import { renderScreen } from '../../../testing/render-screen';
import HomeScreen from './home-screen';

let winners = [makeWinner(1), makeWinner(2)];
let server: Awaited<ReturnType<typeof startGamesServer>>;

beforeAll(async () => {
  server = await startGamesServer((_, url) => {
    if (url.pathname === '/wps/game/banners') {
      const groups = url.searchParams.get('groupName')?.split(',') ?? [];
      const all = [
        makeBanner({ id: 1, title: 'Welcome to Palaro' }),
        makeBanner({
          id: 2,
          title: 'Live tables all night',
          url: '/m/demo-images/banner-live.svg',
          linkageType: 'U',
          linkage: '/m/gameCenter?gameType=LIVE',
        }),
        makeBanner({ id: 5, groupName: 'm_recommend', title: 'Golden Carabao', linkageType: 'G', linkage: '6' }),
      ];
      return ok({ banners: all.filter((banner) => groups.includes(banner.groupName)) });
    }
    if (url.pathname === '/wps/game/hot') return ok({ list: makeGames(30, 100) });
    if (url.pathname === '/wps/game/list')
      return ok({
        games: makeGames(30, 200, url.searchParams.get('gameType') === 'LIVE' ? 'LIVE' : 'RNG'),
        pageNum: 1,
        totalPages: 1,
        total: 30,
      });
    if (url.pathname === '/wps/game/winners') return ok({ list: winners });
    if (url.pathname === '/wps/game/vendors/types') return ok({});
    return undefined;
  });
  setApiBaseUrl(server.url);
  await i18n.loadNamespaces(['home', 'games']);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  winners = [makeWinner(1), makeWinner(2)];
  useSessionStore.setState({ session: null });
});

vi.setConfig({ testTimeout: 30_000 });

describe('home (SPEC 2.3)', () => {
  it('shows the banners, the empty notice bar, a welcome for guests, the categories and the recommended games', async () => {
    renderScreen(<HomeScreen />, { route: 'home' });
    const banners = await screen.findByRole('region', { name: 'Promotions' }, { timeout: 5000 });
    expect(banners).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(banners).getAllByRole('group')).toHaveLength(2);
    expect(within(banners).getByRole('link', { name: 'Live tables all night' })).toHaveAttribute(
      'href',
      '/m/gameCenter?gameType=LIVE',
    );
    expect(within(banners).getByRole('button', { name: 'Pause banners' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveTextContent('No announcement');
    expect(screen.getByRole('heading', { name: 'Welcome to Palaro' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Game categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Palaro Originals', 'Slots', 'Live casino']);
    expect(screen.getByRole('button', { name: 'Golden Carabao' })).toBeInTheDocument();
  });

  it('shows the HOT, RNG and LIVE rows of 30 games with "view all", and the winners board', async () => {
    renderScreen(<HomeScreen />, { route: 'home' });
    const hot = await screen.findByRole('region', { name: 'Hot games' }, { timeout: 5000 });
    expect(within(hot).getByRole('link', { name: 'View all: Hot games' })).toHaveAttribute(
      'href',
      '/m/gameCenter?gameType=lobby',
    );
    // the row holds 30 games; they are built a few at a time (two pages of three first), so no single task builds them all
    await waitFor(() => expect(within(hot).getAllByRole('article').length).toBeGreaterThanOrEqual(6));
    await waitFor(() => expect(within(hot).getAllByRole('article')).toHaveLength(30), { timeout: 15_000 });
    expect(
      within(screen.getByRole('region', { name: 'Slots' })).getByRole('link', { name: 'View all: Slots' }),
    ).toHaveAttribute('href', '/m/gameCenter?gameType=RNG');
    expect(
      within(screen.getByRole('region', { name: 'Live casino' })).getByRole('link', { name: 'View all: Live casino' }),
    ).toHaveAttribute('href', '/m/gameCenter?gameType=LIVE');
    const rows = server.calls('/wps/game/list').map((call) => call.query);
    // an earlier test's last requests may still arrive here, so the rows are checked as a set
    expect(
      new Set(rows.map((query) => [query.get('gameType'), query.get('pageSize'), query.get('pageNo')].join())),
    ).toEqual(new Set(['RNG,30,1', 'LIVE,30,1']));
    expect(server.calls('/wps/game/hot')[0]?.query.get('pageSize')).toBe('30');
    expect(server.calls('/wps/game/winners')[0]?.query.get('limitNum')).toBe('20');

    const board = screen.getByRole('region', { name: 'Biggest wins' });
    await waitFor(() => expect(within(board).getAllByRole('listitem')).toHaveLength(2));
    expect(board.querySelector('.winners__window--scrolling')).toBeNull();
    expect(board).toHaveTextContent('ju***1');
    expect(board).toHaveTextContent('₱ 1,001.00');
  });

  it('scrolls the winners board only with more than 3 entries', async () => {
    winners = [1, 2, 3, 4].map(makeWinner);
    renderScreen(<HomeScreen />, { route: 'home' });
    const board = await screen.findByRole('region', { name: 'Biggest wins' }, { timeout: 5000 });
    await waitFor(() => expect(board.querySelector('.winners__window--scrolling')).not.toBeNull());
    // the copy that closes the loop is hidden from assistive technology
    expect(within(board).getAllByRole('listitem')).toHaveLength(4);
  });

  it("shows a game type's list for pageType=list (SPEC 2.1)", async () => {
    renderScreen(<HomeScreen />, { route: 'home', path: '/m/home?pageType=list&gameType=LIVE' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/gameCenter?gameType=LIVE'));
  });
});
