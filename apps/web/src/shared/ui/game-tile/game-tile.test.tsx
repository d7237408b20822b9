import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game } from '@palaro/contract/game-catalogue';
import { getFavouriteIdsQueryOptions } from '../../api/games/favourites';
import { getWalletQueryOptions } from '../../api/get-wallet';
import { i18n } from '../../lib/i18n/i18n';
import { useGamePlayerStore } from '../../lib/games/game-player-store';
import { useGameActions } from '../../lib/games/use-game-actions';
import { setApiBaseUrl } from '../../lib/request-context';
import { useSessionStore } from '../../lib/session/session-store';
import { makeSession } from '../../../testing/fixtures';
import { makeGame } from '../../../testing/game-fixtures';
import { ok, refused, startGamesServer } from '../../../testing/games-test-server';
import { renderScreen } from '../../../testing/render-screen';
import { GamePlayerSlot } from '../game-player/game-player-slot';
import { useToastStore } from '../toast/toast-store';
import { GameTile } from './game-tile';

const WALLET = { sumBalance: '5000.00', currencySymbol: '₱', currency: 'PHP', sumAmount: '500000', wallets: [] };
let favourites: string[] = [];
let failFavourites = false;
let server: Awaited<ReturnType<typeof startGamesServer>>;

beforeAll(async () => {
  server = await startGamesServer((request, url) => {
    if (url.pathname === '/wps/game/favorites') {
      if (failFavourites) return refused(503, 'unknown', 'Unknown error');
      const nodeId = String((request.body as { nodeId: number }).nodeId);
      favourites = request.method === 'POST' ? [...favourites, nodeId] : favourites.filter((id) => id !== nodeId);
      return { ...ok(favourites), delayMs: 150 };
    }
    if (url.pathname === '/wps/game/favorites/ids') return ok(favourites);
    if (url.pathname === '/wps/game/launchGame') {
      const nodeId = Number(url.searchParams.get('nodeId'));
      return ok({
        url: `/provider-sim/play/lumen/game-${nodeId}?token=t-1`,
        expiresAt: Date.now() + 120_000,
        mode: 'real',
        walletMode: 'seamless',
        nodeId,
        gameName: `Game ${nodeId}`,
        vassalage: 'LUMEN',
      });
    }
    if (url.pathname === '/wps/game/recent/add') return ok(null);
    if (url.pathname === '/wps/wallets/gcs') return ok(WALLET);
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
  server.requests.length = 0;
  favourites = [];
  failFavourites = false;
  useSessionStore.setState({ session: null });
  useToastStore.setState({ toasts: [] });
});

function Harness({ games }: { games: Game[] }) {
  const actions = useGameActions();
  return (
    <>
      {games.map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          favourite={actions.isFavourite(game)}
          onLaunch={actions.onLaunch}
          onToggleFavourite={actions.toggleFavourite}
        />
      ))}
      <GamePlayerSlot />
    </>
  );
}

function renderTiles(games: Game[], { member = false } = {}) {
  const session = makeSession();
  if (member) useSessionStore.setState({ session });
  return renderScreen(<Harness games={games} />, {
    route: 'gameCenter',
    path: '/m/gameCenter?gameType=RNG',
    seed: (client) => {
      if (!member) return;
      client.setQueryData(getFavouriteIdsQueryOptions(session.token).queryKey, []);
      client.setQueryData(getWalletQueryOptions(session.token).queryKey, WALLET);
    },
  });
}

describe('a game tile', () => {
  it('shows the icon, the vendor, the name, a star, a players-online figure for RNG only, and a style from nodeId', () => {
    renderTiles([
      makeGame({ nodeId: 7, gameName: 'Golden Carabao' }),
      makeGame({ nodeId: 8, gameName: 'Speed Baccarat', gameType: 'LIVE', displayName: 'Bayani Live' }),
    ]);
    const [slot, live] = screen.getAllByRole('article');
    expect(slot).toHaveClass('game-tile--style-3');
    expect(within(slot as HTMLElement).getByRole('button', { name: 'Golden Carabao' })).toHaveTextContent(
      /Lumen Slots/,
    );
    expect(within(slot as HTMLElement).getByText(/^[\d,]+ playing$/)).toBeInTheDocument();
    expect(within(live as HTMLElement).queryByText(/playing$/)).not.toBeInTheDocument();
    expect(within(live as HTMLElement).getByRole('button', { name: 'Favourite: Speed Baccarat' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('sends a guest who taps the star or the game to log in', async () => {
    const user = userEvent.setup();
    renderTiles([makeGame({ nodeId: 7, gameName: 'Golden Carabao' })]);
    await user.click(screen.getByRole('button', { name: 'Favourite: Golden Carabao' }));
    // carrying where they were and the star to set once logged in
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/m\/login\?redirect=%2Fm%2F.+&action=favourite%3A7%3A[A-Z0-9_]+$/,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('adds a favourite with a loading star, says "Saved", and removes it again', async () => {
    const user = userEvent.setup();
    renderTiles([makeGame({ nodeId: 7, gameName: 'Golden Carabao', vassalage: 'LUMEN' })], { member: true });
    const star = screen.getByRole('button', { name: 'Favourite: Golden Carabao' });
    await user.click(star);
    expect(star).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(star).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(server.calls('/wps/game/favorites')[0]).toMatchObject({
      method: 'POST',
      body: { nodeId: 7, vendor: 'LUMEN' },
    });

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(server.calls('/wps/game/favorites')[1]).toMatchObject({ method: 'DELETE', body: { nodeId: 7 } });
  });

  it('only hides the loading state when the change fails', async () => {
    const user = userEvent.setup();
    failFavourites = true;
    renderTiles([makeGame({ nodeId: 7, gameName: 'Golden Carabao' })], { member: true });
    const star = screen.getByRole('button', { name: 'Favourite: Golden Carabao' });
    await user.click(star);
    await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});

describe('launching a game (SPEC 4)', () => {
  it('sends a guest to log in', async () => {
    const user = userEvent.setup();
    renderTiles([makeGame({ nodeId: 7, gameName: 'Golden Carabao' })]);
    await user.click(screen.getByRole('button', { name: 'Golden Carabao' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/login\?redirect=%2Fm%2F.+&action=launch%3A7$/),
    );
    expect(server.calls('/wps/game/launchGame')).toHaveLength(0);
  });

  it('opens lottery games on the lottery route and vendor entries on their game list', async () => {
    const user = userEvent.setup();
    renderTiles(
      [
        makeGame({
          nodeId: 60,
          gameName: 'Lotto 6/42',
          vassalage: 'LOTT',
          gameType: 'LOTT',
          gameId: 'LOTT-001',
          lottoMode: 'Tradition',
        }),
        makeGame({
          nodeId: 70,
          gameName: 'Perlas Lobby',
          vassalage: 'PERLAS',
          gameType: 'LIVE',
          isGameH5: 'VASSALAGE',
        }),
      ],
      { member: true },
    );
    await user.click(screen.getByRole('button', { name: 'Lotto 6/42' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/m/launchGame?playType=trad&gameId=LOTT-001'),
    );
    await user.click(screen.getByRole('button', { name: 'Perlas Lobby' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/m/gameList?gameType=LIVE&vassalage=PERLAS'),
    );
    expect(server.calls('/wps/game/launchGame')).toHaveLength(0);
  });

  it('launches other games full screen, records them as recent, and refreshes the balance on close', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderTiles(
      [makeGame({ nodeId: 7, gameName: 'Golden Carabao', vassalage: 'LUMEN', gameId: 'LUMEN-007' })],
      { member: true },
    );
    await user.click(screen.getByRole('button', { name: 'Golden Carabao' }));

    const player = await screen.findByRole('dialog', { name: 'Game 7' });
    const launch = server.calls('/wps/game/launchGame')[0]?.query;
    expect(Object.fromEntries(launch ?? [])).toMatchObject({
      nodeId: '7',
      category: 'RNG',
      vendor: 'LUMEN',
      gameId: 'LUMEN-007',
      lobbyUrl: '/m/gameCenter?gameType=RNG',
    });
    expect(within(player).getByTitle('Game 7')).toHaveAttribute('src', '/provider-sim/play/lumen/game-7?token=t-1');
    // jsdom has no Fullscreen API, like iOS Safari: the player fakes full screen
    expect(player).toHaveAttribute('data-fullscreen', 'faked');
    await waitFor(() => expect(server.calls('/wps/game/recent/add')[0]?.query.get('nodeId')).toBe('7'));

    await user.click(within(player).getByRole('button', { name: 'Close game' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queryClient.getQueryState(getWalletQueryOptions(makeSession().token).queryKey)?.isInvalidated).toBe(true);
  });

  it('ends the game when the player leaves the screen, so it never reopens over the next one', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTiles([makeGame({ nodeId: 7, gameName: 'Golden Carabao' })], { member: true });
    await user.click(screen.getByRole('button', { name: 'Golden Carabao' }));
    await screen.findByRole('dialog', { name: 'Game 7' });
    unmount();
    expect(useGamePlayerStore.getState().playing).toBeNull();
  });
});
