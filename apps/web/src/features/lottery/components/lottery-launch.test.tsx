import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LotteryLaunch } from '@palaro/contract/lottery-launch';
import { LOTTO_FRAME_MESSAGES } from '@palaro/contract/lottery-launch';
import type { RecordedRequest } from '../../../testing/test-server';
import { changeLanguage } from '../../../shared/lib/i18n/i18n';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { useThemeStore } from '../../../shared/lib/theme';
import { startAccountServer } from '../../../testing/account-test-server';
import { makeSession } from '../../../testing/fixtures';
import { fail, ok } from '../../../testing/money-fixtures';
import { renderScreen } from '../../../testing/render-screen';
import LaunchGameScreen from './launch-game-screen';
import StartLotteryScreen from './start-lottery-screen';

const FRAME_URL = '/m/lotto-h5/en/ent/games/colour-1m?token=t0k3n&merchant=PALARO&css=dark&prize_mode=ModeElott';
const launched: LotteryLaunch = {
  url: FRAME_URL,
  expiresAt: Date.now() + 120_000,
  gameId: 'colour-1m',
  gameName: 'Colour Game 1 min',
  playType: 'ent',
  prizeMode: 'ModeElott',
};

let server: Awaited<ReturnType<typeof startAccountServer>>;
let answer: () => { status?: number; body: unknown } = () => ok(launched);

beforeAll(async () => {
  server = await startAccountServer((request: RecordedRequest) => {
    if (request.url.split('?')[0] === '/lgw/games/launch') return answer();
    return undefined;
  });
  setApiBaseUrl(server.url);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

const defaultAnswer = answer;
beforeEach(async () => {
  server.requests.length = 0;
  answer = defaultAnswer;
  useSessionStore.setState({ session: makeSession() });
  useThemeStore.setState({ theme: 'dark' });
  await changeLanguage('EN');
});

const launchCalls = () =>
  server.requests
    .filter((request) => request.url.startsWith('/lgw/games/launch'))
    .map((request) => Object.fromEntries(new URLSearchParams(request.url.split('?')[1])));
const location = () => screen.getByTestId('location');

describe('/m/launchGame (SPEC 2.1, 4)', () => {
  it("hands the game to /m/startLottery in the player's language, keeping the prize mode and pageBack", async () => {
    await changeLanguage('TL');
    renderScreen(<LaunchGameScreen />, {
      route: 'launchGame',
      path: '/m/launchGame?playType=trad&gameId=lotto-6-42&gameGroupId=LOTT&prize_mode=ModeElott&pageBack=home',
    });
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/m/startLottery?mui=tl&playType=trad&gameId=lotto-6-42&prize_mode=ModeElott&pageBack=home',
      ),
    );
  });

  it('says a link without a game opens nothing, and offers the lottery section', async () => {
    renderScreen(<LaunchGameScreen />, { route: 'launchGame', path: '/m/launchGame?code=lobby' });
    expect(await screen.findByText('This lottery link does not name a game.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the lottery' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/m\/lottery$/));
  });
});

describe('/m/startLottery (SPEC 2.1)', () => {
  it('frames the address the server gives, asked with the game, play type, prize mode, language and theme', async () => {
    useThemeStore.setState({ theme: 'light' });
    renderScreen(<StartLotteryScreen />, {
      route: 'startLottery',
      path: '/m/startLottery?mui=en&playType=ent&gameId=colour-1m&prize_mode=ModeElott',
    });
    const frame = await screen.findByTitle('Colour Game 1 min');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', FRAME_URL);
    expect(launchCalls()).toEqual([
      { gameId: 'colour-1m', playType: 'ent', prize_mode: 'ModeElott', mui: 'en', css: 'light' },
    ]);
  });

  it("leaves for /m/game when the lotto app asks to close, and for home with pageBack; a foreign origin's message is ignored", async () => {
    const post = (origin: string) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data: { type: LOTTO_FRAME_MESSAGES.close } }));
      });
    const { unmount } = renderScreen(<StartLotteryScreen />, {
      route: 'startLottery',
      path: '/m/startLottery?mui=en&playType=ent&gameId=colour-1m',
    });
    await screen.findByTitle('Colour Game 1 min');
    post('https://elsewhere.example');
    expect(location()).toHaveTextContent(/^\/m\/startLottery/);
    post(window.location.origin);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/m\/game$/));
    unmount();

    renderScreen(<StartLotteryScreen />, {
      route: 'startLottery',
      path: '/m/startLottery?mui=en&playType=ent&gameId=colour-1m&pageBack=home',
    });
    await screen.findByTitle('Colour Game 1 min');
    post(window.location.origin);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/m\/home$/));
  });

  it("shows the server's refusal in the player's words with a way to try again or leave", async () => {
    answer = () => fail(400, 'lottery.launch.mismatch', 'This lottery does not open with that play type or prize mode');
    renderScreen(<StartLotteryScreen />, {
      route: 'startLottery',
      path: '/m/startLottery?mui=en&playType=trad&gameId=colour-1m',
    });
    expect(await screen.findByText('This lottery does not open with that play type or prize mode')).toBeInTheDocument();
    answer = defaultAnswer;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Colour Game 1 min')).toHaveAttribute('src', FRAME_URL);
  });

  it('asks nothing for an address without a game, and offers the lottery section', async () => {
    renderScreen(<StartLotteryScreen />, { route: 'startLottery', path: '/m/startLottery?mui=en' });
    expect(await screen.findByText('This lottery link does not name a game.')).toBeInTheDocument();
    expect(launchCalls()).toEqual([]);
  });
});
