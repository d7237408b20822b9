import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n/i18n';
import { useGamePlayerStore } from '../../lib/games/game-player-store';
import { renderWithProviders } from '../../../testing/render-app';
import GamePlayer, { GAME_TITLE_BAR_MESSAGE } from './game-player';

function post(data: unknown, source: Window | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

beforeAll(async () => {
  await i18n.loadNamespaces(['games']);
});

beforeEach(() => {
  useGamePlayerStore.getState().open({ url: 'about:blank', gameName: 'Color Game', nodeId: 9 });
  renderWithProviders(<GamePlayer />);
});

afterEach(() => act(() => useGamePlayerStore.getState().close()));

describe('the game player title bar', () => {
  it('is the way out of a game that has no title bar of its own', () => {
    const player = screen.getByRole('dialog', { name: 'Color Game' });
    expect(within(player).getByRole('button', { name: 'Close game' })).toHaveFocus();
    expect(within(player).getByText('Color Game')).toBeInTheDocument();
  });

  it('gives way to the title bar of the framed game, so only one is shown, and focus moves into the game', () => {
    const frame = screen.getByTitle('Color Game') as HTMLIFrameElement;
    post({ type: GAME_TITLE_BAR_MESSAGE }, frame.contentWindow);
    const player = screen.getByRole('dialog', { name: 'Color Game' });
    expect(within(player).queryByRole('button', { name: 'Close game' })).not.toBeInTheDocument();
    expect(within(player).queryByText('Color Game')).not.toBeInTheDocument();
    expect(frame).toHaveFocus();
  });

  it('stays when the message comes from another page or another origin', () => {
    const frame = screen.getByTitle('Color Game') as HTMLIFrameElement;
    post({ type: GAME_TITLE_BAR_MESSAGE }, window);
    post({ type: GAME_TITLE_BAR_MESSAGE }, frame.contentWindow, 'https://elsewhere.example');
    expect(screen.getByRole('button', { name: 'Close game' })).toBeInTheDocument();
  });
});
