import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement } from '@palaro/contract/announcements';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { sendJson, startTestServer } from '../../../testing/test-server';
import { renderScreen } from '../../../testing/render-screen';
import { badgeText } from '../../../shared/ui/unread-badge';
import NoticeScreen from './notice-screen';

const notice = (id: string, title: string, content: string, read = false): Announcement => ({
  id,
  type: 'PL',
  title,
  content,
  execution: ['A', 'B'],
  promotionType: null,
  popup: null,
  startAt: Date.UTC(2026, 10, 20, 8, 0),
  endAt: null,
  read,
});

let player: Announcement[] = [];
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url.startsWith('/wps/announcement/read'))
      return sendJson(response, 200, { success: true, value: null });
    if (request.url.startsWith('/wps/announcement'))
      return sendJson(response, 200, { success: true, value: { banners: [], player, popup: [], promotion: [] } });
    return sendJson(response, 404, { success: false, errorCode: 'not.found', message: 'Not found' });
  });
  setApiBaseUrl(server.url);
});
afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  useSessionStore.setState({ session: null });
});

describe('the announcements screen', () => {
  it('lists the visitor’s announcements with the unread count, and opens one by its index', async () => {
    player = [
      notice('n1', 'Weekend maintenance', '<p>Back at <strong>06:00</strong>. See <a href="/m/help">help</a>.</p>'),
      notice('n2', 'New slots every Friday', '<p>Outside: <a href="https://example.org/x">read</a></p>', true),
    ];
    const user = userEvent.setup();
    renderScreen(<NoticeScreen />, { route: 'notice', path: '/m/notice' });
    const list = await screen.findByRole('region', { name: /Announcements/ });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/^Weekend maintenanceUnread/), expect.stringMatching(/^New slots every Friday/)]);
    expect(within(list).getByLabelText('1 unread')).toHaveTextContent('1');

    await user.click(within(list).getByRole('link', { name: /Weekend maintenance/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/notice?index=0');
    const detail = await screen.findByRole('article', { name: 'Weekend maintenance' });
    expect(detail).toHaveTextContent('Back at 06:00.');
    // an in-app link moves within the app; the guest's read is kept on the device, and no call is made for it
    await user.click(within(detail).getByRole('link', { name: 'help' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/help');
    expect(window.localStorage.getItem('MC_ANNOUNCEMENTS_READ:guest')).toBe('["n1"]');
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('opens outside links outside, and lets nothing in the content run', async () => {
    player = [
      notice(
        'n3',
        'Hostile',
        '<p>Hi<img src="x" onerror="window.__ran=1"><script>window.__ran=2</script>' +
          '<a href="javascript:window.__ran=3">bad</a><a href="https://example.org/x">out</a><iframe src="https://example.org"></iframe></p>',
      ),
    ];
    renderScreen(<NoticeScreen />, { route: 'notice', path: '/m/notice?index=0' });
    const detail = await screen.findByRole('article', { name: 'Hostile' });
    expect(detail.innerHTML).not.toMatch(/onerror|<script|javascript:|<iframe/);
    expect(within(detail).getByRole('link', { name: 'out' })).toHaveAttribute('target', '_blank');
    expect(within(detail).getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });

  it('tells a player’s read to the server, then reloads the list', async () => {
    useSessionStore.setState({
      session: { token: 'tok', merchantCode: 'PALARO', userName: 'juan', type: 0, firstTimeLogin: false },
    });
    player = [notice('n4', 'Deposit bonus', '<p>Ten per cent more</p>')];
    renderScreen(<NoticeScreen />, { route: 'notice', path: '/m/notice?index=0' });
    await screen.findByRole('article', { name: 'Deposit bonus' });
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        announcementId: 'n4',
        read: true,
      }),
    );
    await waitFor(() => expect(server.requests.filter((request) => request.method === 'GET')).toHaveLength(2));
  });

  it('shows an empty state when there is nothing to read', async () => {
    player = [];
    renderScreen(<NoticeScreen />, { route: 'notice', path: '/m/notice' });
    expect(await screen.findByText('No announcements right now.')).toBeInTheDocument();
  });

  it('caps the badge at 99+ (SPEC 9)', () => {
    expect([badgeText(7), badgeText(99), badgeText(100)]).toEqual(['7', '99', '99+']);
  });
});
