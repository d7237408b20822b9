import { render, screen } from '@testing-library/react';
import { App } from './app';
import { ApiFailure } from '../shared/api/http';
import { storeSession } from '../shared/game/session-store';
import { atLaunchUrl, fakeApi, LAUNCH_TOKEN, SESSION_TOKEN } from '../testing/fake-api';
import { colorTable, stateFor } from '../testing/fixtures';

describe('starting a game', () => {
  it('exchanges the launch token once, drops it from the address and keeps the session for a reload', async () => {
    const api = fakeApi(stateFor(colorTable));
    atLaunchUrl('color-game', 'EN');
    render(<App api={api} />);
    expect(await screen.findByRole('heading', { name: 'Color Game' })).toBeInTheDocument();
    expect(api.openSession).toHaveBeenCalledWith(LAUNCH_TOKEN);
    expect(window.location.pathname).toBe('/originals/play/color-game');
    expect(window.location.search).toBe('?language=EN');
    expect(window.sessionStorage.getItem('palaro-originals:session:color-game')).toContain(SESSION_TOKEN);
  });

  it('carries on with the kept session after a reload', async () => {
    storeSession('color-game', SESSION_TOKEN, Date.now() + 60_000);
    const api = fakeApi(stateFor(colorTable));
    atLaunchUrl('color-game', 'EN', null);
    render(<App api={api} />);
    expect(await screen.findByRole('heading', { name: 'Color Game' })).toBeInTheDocument();
    expect(api.openSession).not.toHaveBeenCalled();
    expect(api.state).toHaveBeenCalledWith(SESSION_TOKEN);
  });

  it('says what to do with a used launch link', async () => {
    const api = fakeApi(stateFor(colorTable));
    api.openSession.mockRejectedValue(
      new ApiFailure(400, 'wallet.token.invalid', 'The launch token is unknown, used or expired'),
    );
    atLaunchUrl('color-game');
    render(<App api={api} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link has already been used or has expired.');
    expect(screen.getByRole('button', { name: 'Back to the lobby' })).toBeInTheDocument();
  });

  it('speaks the language of the launch URL', async () => {
    const api = fakeApi(stateFor(colorTable, { language: 'TL' }));
    atLaunchUrl('color-game', 'TL');
    render(<App api={api} />);
    expect(await screen.findByRole('button', { name: 'Ihagis' })).toBeInTheDocument();
    expect(screen.getByText('Balanse')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tl');
  });
});
