import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFavouriteIdsQueryOptions } from '../../../shared/api/games/favourites';
import { i18n } from '../../../shared/lib/i18n/i18n';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { useToastStore } from '../../../shared/ui/toast/toast-store';
import { makeSession } from '../../../testing/fixtures';
import { makeGame } from '../../../testing/game-fixtures';
import { ok, startGamesServer } from '../../../testing/games-test-server';
import { renderScreen } from '../../../testing/render-screen';
import FavScreen from './fav-screen';

let favourites = ['7', '8'];
let server: Awaited<ReturnType<typeof startGamesServer>>;

beforeAll(async () => {
  server = await startGamesServer((request, url) => {
    if (url.pathname === '/wps/game/favorites' && request.method === 'GET') {
      return ok({
        content: favourites.map((id) => makeGame({ nodeId: Number(id), gameName: `Game ${id}` })),
        pageNum: 1,
        totalPages: 1,
      });
    }
    if (url.pathname === '/wps/game/favorites' && request.method === 'DELETE') {
      favourites = favourites.filter((id) => id !== String((request.body as { nodeId: number }).nodeId));
      return ok(favourites);
    }
    if (url.pathname === '/wps/game/favorites/ids') return ok(favourites);
    return undefined;
  });
  setApiBaseUrl(server.url);
  await i18n.loadNamespaces(['games']);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

beforeEach(() => {
  favourites = ['7', '8'];
  server.requests.length = 0;
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ session: null });
});

describe('the favourites view (SPEC 4 "Favourites")', () => {
  it('tells a guest to log in (in_logged_login) without asking the server', async () => {
    renderScreen(<FavScreen />, { route: 'fav', path: '/m/fav' });
    await waitFor(() => expect(screen.getAllByText('Please log in to see your favourites.')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(server.requests).toHaveLength(0);
  });

  it('lists the favourites and drops a tile as soon as its star is taken off', async () => {
    const user = userEvent.setup();
    const session = makeSession();
    useSessionStore.setState({ session });
    renderScreen(<FavScreen />, {
      route: 'fav',
      path: '/m/fav',
      seed: (client) => client.setQueryData(getFavouriteIdsQueryOptions(session.token).queryKey, favourites),
    });
    const tile = (await screen.findByRole('button', { name: 'Game 7' }, { timeout: 5000 })).closest(
      'article',
    ) as HTMLElement;
    expect(screen.getByRole('button', { name: 'Game 8' })).toBeInTheDocument();
    expect(server.calls('/wps/game/favorites')[0]?.query.get('pageSize')).toBe('9');

    await user.click(within(tile).getByRole('button', { name: 'Favourite: Game 7' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Game 7' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Game 8' })).toBeInTheDocument();
    expect(server.calls('/wps/game/favorites').filter((call) => call.method === 'GET')).toHaveLength(1);
  });
});
