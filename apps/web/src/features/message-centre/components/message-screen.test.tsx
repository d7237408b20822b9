import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeSession, makeStatus } from '../../../testing/fixtures';
import { sendJson, startTestServer } from '../../../testing/test-server';
import { renderScreen } from '../../../testing/render-screen';
import MessageScreen from './message-screen';

let inboxUnread = 0;
let chatUnread = 0;
let server: Awaited<ReturnType<typeof startTestServer>>;

const notice = (id: string, read: boolean) => ({
  id,
  type: 'PL',
  title: `Notice ${id}`,
  content: '<p>x</p>',
  execution: ['A'],
  promotionType: null,
  popup: null,
  startAt: 1,
  endAt: null,
  read,
});

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url.startsWith('/wps/inbox/unread'))
      return sendJson(response, 200, { success: true, value: { count: inboxUnread } });
    if (request.url.startsWith('/wps/chat/unread'))
      return sendJson(response, 200, { success: true, value: { count: chatUnread } });
    if (request.url.startsWith('/wps/chat/url'))
      return sendJson(response, 200, { success: true, value: { chatUrl: '/m/liveChat?title=Live%20chat' } });
    if (request.url.startsWith('/wps/announcement'))
      return sendJson(response, 200, {
        success: true,
        value: {
          banners: [],
          player: [notice('a', false), notice('b', true), notice('c', false)],
          popup: [],
          promotion: [],
        },
      });
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

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('the message centre', () => {
  it('lists the social chat, announcements, messages, live chat and affiliate service, with no badge for a guest', async () => {
    renderScreen(<MessageScreen />, { route: 'message', path: '/m/message' });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().map((row) => row.textContent)).toEqual([
      'Chat with us on Telegram',
      expect.stringMatching(/^Announcements/),
      expect.stringMatching(/^Messages/),
      expect.stringMatching(/^Live chat/),
      'Affiliate service',
    ]);
    expect(within(rows()[0]!).getByRole('link')).toHaveAttribute('href', 'https://t.me/palaro_support');
    expect(within(rows()[4]!).getByRole('link')).toHaveAttribute('href', 'https://t.me/palaro_affiliates');
    expect(screen.queryByRole('status', { name: /unread/ })).toBeNull();
    // a guest's counts are never asked for
    expect(server.requests.filter((request) => request.url.includes('unread'))).toEqual([]);
  });

  it('badges each row for a player, capped at 99+', async () => {
    useSessionStore.setState({ session: makeSession() });
    inboxUnread = 150;
    chatUnread = 4;
    renderScreen(<MessageScreen />, { route: 'message', path: '/m/message' });
    expect(await within(rows()[2]!).findByRole('status', { name: '150 unread' })).toHaveTextContent('99+');
    expect(await within(rows()[3]!).findByRole('status', { name: '4 unread' })).toHaveTextContent('4');
    expect(await within(rows()[1]!).findByRole('status', { name: '2 unread' })).toHaveTextContent('2');
  });

  it('hides live chat without CBS3 and never asks a trial account’s chat count', async () => {
    useSessionStore.setState({ session: makeSession(4) });
    renderScreen(<MessageScreen />, {
      route: 'message',
      path: '/m/message',
      status: makeStatus({ flags: { CBS3: false } }),
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.queryByText('Live chat')).toBeNull();
    expect(server.requests.filter((request) => request.url.includes('/wps/chat'))).toEqual([]);
  });

  it('asks for the chat’s address and goes there about 500 ms later', async () => {
    useSessionStore.setState({ session: makeSession() });
    const user = userEvent.setup();
    renderScreen(<MessageScreen />, { route: 'message', path: '/m/message' });
    await user.click(await screen.findByRole('button', { name: /Live chat/ }));
    await waitFor(() => expect(server.requests.some((request) => request.url.startsWith('/wps/chat/url'))).toBe(true));
    const asked = new URL(server.requests.find((request) => request.url.startsWith('/wps/chat/url'))!.url, server.url);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ b2c: '1', language: 'EN', backUrl: '/m/message' });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/message');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/liveChat'), { timeout: 2000 });
  });

  it('refuses live chat to a trial account with free_reject', async () => {
    useSessionStore.setState({ session: makeSession(4) });
    const user = userEvent.setup();
    renderScreen(<MessageScreen />, { route: 'message', path: '/m/message' });
    await user.click(await screen.findByRole('button', { name: /Live chat/ }));
    expect(await screen.findByText('Please log in with a real account to use this function.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.url.startsWith('/wps/chat'))).toEqual([]);
  });
});
