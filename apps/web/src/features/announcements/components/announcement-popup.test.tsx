import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement, AnnouncementPopup as PopupOptions } from '@palaro/contract/announcements';
import { TIMING } from '@palaro/contract/constants';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { sendJson, startTestServer } from '../../../testing/test-server';
import { renderScreen } from '../../../testing/render-screen';
import { nextLocalMidnight, popupHash } from '../lib/popup-record';
import AnnouncementPopup from './announcement-popup';

const options: PopupOptions = { closable: true, hideToday: true, forcedReading: false, preferRegister: false };
const popup = (id: string, execution: Announcement['execution'], extra: Partial<Announcement> = {}): Announcement => ({
  id,
  type: 'PU',
  title: `Popup ${id}`,
  content: `<p>Body of ${id}</p>`,
  execution,
  promotionType: null,
  popup: options,
  startAt: 0,
  endAt: null,
  read: false,
  ...extra,
});

let popups: Announcement[] = [];
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) =>
    request.url.startsWith('/wps/announcement')
      ? sendJson(response, 200, { success: true, value: { banners: [], player: [], popup: popups, promotion: [] } })
      : sendJson(response, 404, { success: false, errorCode: 'not.found', message: 'Not found' }),
  );
  setApiBaseUrl(server.url);
});
afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});
beforeEach(() => useSessionStore.setState({ session: null }));

const player = (firstTimeLogin = false) =>
  useSessionStore.setState({
    session: { token: 'tok', merchantCode: 'PALARO', userName: 'juan', type: 0, firstTimeLogin },
  });

describe('the announcement popup (SPEC 4)', () => {
  it('opens 500 ms after mount with the guest’s popups only, pages through them, and hides until midnight', async () => {
    popups = [popup('g1', ['B']), popup('p1', ['A']), popup('g2', ['A', 'B'])];
    const user = userEvent.setup();
    const mounted = Date.now();
    renderScreen(<AnnouncementPopup />, { route: 'home', path: '/m/home' });
    const dialog = await screen.findByRole('dialog', { name: 'Popup g1' }, { timeout: 2000 });
    expect(Date.now() - mounted).toBeGreaterThanOrEqual(TIMING.popupCheckDelayMs);
    expect(document.body).toHaveClass('popup-on');
    expect(within(dialog).getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(within(dialog).getByRole('group', { name: '1 of 2' })).toHaveTextContent('Body of g1');
    expect(within(dialog).getByRole('checkbox', { name: 'Do not show again today' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('group', { name: '2 of 2' })).toHaveTextContent('Body of g2');
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveClass('popup-on');
    const record = JSON.parse(window.localStorage.getItem('MC_POPUP:guest') ?? '{}') as Record<string, unknown>;
    expect(record).toEqual({
      data: [popupHash(popups[0]!), popupHash(popups[2]!)],
      show: false,
      todayHideTime: nextLocalMidnight(Date.now()),
    });
  });

  it('with forced reading, closing before the last slide turns to the next one', async () => {
    popups = [
      popup('f1', ['A'], { popup: { ...options, forcedReading: true } }),
      popup('f2', ['F'], { popup: { ...options, forcedReading: true } }),
    ];
    player(true);
    const user = userEvent.setup();
    renderScreen(<AnnouncementPopup />, { route: 'home', path: '/m/home' });
    const dialog = await screen.findByRole('dialog', { name: 'Popup f1' }, { timeout: 2000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Popup f2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes to the activity: the reward centre with a session, registration for a guest when the popup prefers it', async () => {
    popups = [popup('r1', ['A', 'B'], { promotionType: 'deposit_promo', popup: { ...options, preferRegister: true } })];
    const user = userEvent.setup();
    const { unmount } = renderScreen(<AnnouncementPopup />, { route: 'home', path: '/m/home' });
    let dialog = await screen.findByRole('dialog', { name: 'Popup r1' }, { timeout: 2000 });
    await user.click(within(dialog).getByRole('button', { name: 'Go to activity' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/register');
    unmount();

    player();
    renderScreen(<AnnouncementPopup />, { route: 'home', path: '/m/home' });
    dialog = await screen.findByRole('dialog', { name: 'Popup r1' }, { timeout: 2000 });
    await user.click(within(dialog).getByRole('button', { name: 'Go to activity' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/rewardCenter');
  });
});
