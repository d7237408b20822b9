import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../shared/lib/i18n/i18n';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { getVendorGameTypesQueryOptions } from '../../../shared/api/games/get-vendor-game-types';
import { makeGameList, makeGames, vendorGameTypes } from '../../../testing/game-fixtures';
import { ok, startGamesServer } from '../../../testing/games-test-server';
import { renderScreen } from '../../../testing/render-screen';
import { Lobby } from './lobby';

const TOTAL_PAGES = 3;
let server: Awaited<ReturnType<typeof startGamesServer>>;

beforeAll(async () => {
  server = await startGamesServer((_, url) => {
    if (url.pathname === '/wps/game/list') {
      const pageNo = Number(url.searchParams.get('pageNo'));
      if (url.searchParams.get('gameName') === 'nothing') return ok(makeGameList([], 1, 0));
      return ok(makeGameList(makeGames(9, (pageNo - 1) * 9 + 1), pageNo, TOTAL_PAGES));
    }
    if (url.pathname === '/wps/game/banners') return ok({ banners: [] });
    if (url.pathname === '/wps/game/winners') return ok({ list: [] });
    return undefined;
  });
  setApiBaseUrl(server.url);
  await i18n.loadNamespaces(['games', 'home']);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  useSessionStore.setState({ session: null });
});

function renderLobby(category?: 'RNG' | 'LOCAL' | 'LIVE') {
  return renderScreen(<Lobby category={category} />, {
    route: 'gameCenter',
    path: '/m/gameCenter',
    seed: (client) => client.setQueryData(getVendorGameTypesQueryOptions('PALARO').queryKey, vendorGameTypes),
  });
}

/** The first answer of a fresh server can take a while on a busy machine. */
const firstGame = () => screen.findAllByRole('button', { name: 'Game 1' }, { timeout: 5000 });

const listQueries = () => server.calls('/wps/game/list').map((call) => call.query);

// role queries over a grid of tiles take a while in jsdom, so these tests get more time than the default
vi.setConfig({ testTimeout: 30_000 });

describe('the game lobby (SPEC 2.3 and 4)', () => {
  it('asks for 9 games of the category, then appends the next page with "more game" until totalPages', async () => {
    const user = userEvent.setup();
    renderLobby('RNG');
    await firstGame();
    expect(listQueries()[0]?.get('gameType')).toBe('RNG');
    expect(listQueries()[0]?.get('pageSize')).toBe('9');
    expect(listQueries()[0]?.get('pageNo')).toBe('1');
    expect(screen.getByRole('status', { name: 'Page 1 of 3' })).toHaveTextContent('1 / 3');

    await user.click(screen.getByRole('button', { name: 'More games' }));
    expect(await screen.findByRole('button', { name: 'Game 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Game 1' })).toBeInTheDocument();
    expect(listQueries().map((query) => query.get('pageNo'))).toEqual(['1', '2']);

    await user.click(screen.getByRole('button', { name: 'More games' }));
    expect(await screen.findByRole('status', { name: 'Page 3 of 3' })).toHaveTextContent('3 / 3');
    expect(screen.getAllByRole('article')).toHaveLength(27);
    expect(screen.queryByRole('button', { name: 'More games' })).not.toBeInTheDocument();
    expect(listQueries()).toHaveLength(3);
  });

  it('starts again at page 1 when the classify filter, the vendor or the search changes', async () => {
    const user = userEvent.setup();
    renderLobby('RNG');
    await firstGame();
    await user.click(screen.getByRole('button', { name: 'More games' }));
    await screen.findByRole('button', { name: 'Game 10' });

    await user.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'New' }));
    await screen.findByRole('status', { name: 'Page 1 of 3' });
    expect(listQueries().at(-1)?.get('isNew')).toBe('1');
    expect(listQueries().at(-1)?.get('pageNo')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Game 10' })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: 'Providers' })).getByRole('button', { name: 'Tala Reels' }),
    );
    await waitFor(() => expect(listQueries().at(-1)?.get('vassalage')).toBe('TALA'));
    expect(listQueries().at(-1)?.get('pageNo')).toBe('1');
    expect(
      within(screen.getByRole('group', { name: 'Providers' })).getByRole('button', { name: 'Tala Reels' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches the trimmed name when Enter is pressed', async () => {
    const user = userEvent.setup();
    renderLobby();
    await firstGame();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), '   Golden  {Enter}');
    await waitFor(() => expect(listQueries().at(-1)?.get('gameName')).toBe('Golden'));
    expect(listQueries().at(-1)?.get('pageNo')).toBe('1');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('Golden');
    expect(await screen.findByRole('heading', { name: 'Results for “Golden”' })).toBeInTheDocument();
  });

  it('shows the empty state when nothing matches', async () => {
    const user = userEvent.setup();
    renderLobby();
    await firstGame();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'nothing{Enter}');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More games' })).not.toBeInTheDocument();
  });

  it('offers search only for lobby, RNG, PVP, FISH and LIVE, and vendors only for RNG, PVP, FISH and LIVE', async () => {
    const { unmount } = renderLobby('LOCAL');
    await firstGame();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Providers' })).not.toBeInTheDocument();
    unmount();
    renderLobby('LIVE');
    await firstGame();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Providers' })).toBeInTheDocument();
  });

  it('asks a guest to log in for favourites instead of calling the server', async () => {
    const user = userEvent.setup();
    renderLobby('RNG');
    await firstGame();
    await user.click(within(screen.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Favourite' }));
    expect(await screen.findByText('Please log in to see your favourites.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(listQueries().some((query) => query.get('gameClassify') === 'FAV')).toBe(false);
  });
});
