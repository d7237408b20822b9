import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxMessage } from '@palaro/contract/inbox';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeSession } from '../../../testing/fixtures';
import { sendJson, startTestServer } from '../../../testing/test-server';
import { renderScreen } from '../../../testing/render-screen';
import InboxScreen from './inbox-screen';

const message = (id: string, title: string, read: boolean, extra: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  source: 'operator',
  title,
  content: `<p>${title} &amp; more <strong>details</strong></p>`,
  read,
  sentAt: Date.UTC(2026, 10, 20, 8, 0),
  feedbackId: null,
  ...extra,
});

let inbox: InboxMessage[] = [];
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    const body = request.body as { ids: string[]; read?: boolean } | undefined;
    if (url.pathname === '/wps/inbox/unread')
      return sendJson(response, 200, { success: true, value: { count: inbox.filter((m) => !m.read).length } });
    if (url.pathname === '/wps/inbox/read') {
      inbox = inbox.map((m) => (body!.ids.includes(m.id) ? { ...m, read: body!.read! } : m));
      return sendJson(response, 200, { success: true, value: { changed: body!.ids.length } });
    }
    if (url.pathname === '/wps/inbox/delete') {
      inbox = inbox.filter((m) => !body!.ids.includes(m.id));
      return sendJson(response, 200, { success: true, value: { changed: body!.ids.length } });
    }
    if (url.pathname === '/wps/inbox') {
      const list = url.searchParams.get('unread') === '1' ? inbox.filter((m) => !m.read) : inbox;
      return sendJson(response, 200, {
        success: true,
        value: { list, pageNum: 1, totalPages: 1, total: list.length },
      });
    }
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
  useSessionStore.setState({ session: makeSession() });
  inbox = [
    message('m1', 'Welcome bonus credited', false),
    message('m2', 'About your deposit question', true, { source: 'feedback', feedbackId: 'f1' }),
    message('m3', 'Weekend tournament', false),
  ];
});

const list = () => screen.getByRole('list');

describe('the inbox', () => {
  it('lists the messages with their previews, unread first marked, and the unread filter', async () => {
    const user = userEvent.setup();
    renderScreen(<InboxScreen />, { route: 'webEmail', path: '/m/webEmail' });
    await screen.findByText('Welcome bonus credited');
    const rows = within(list()).getAllByRole('link');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Welcome bonus credited & more details');
    expect(within(rows[0]!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Feedback reply');
    expect(within(rows[1]!).queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(await screen.findByRole('status', { name: '2 unread' })).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: /^Unread/ }));
    await waitFor(() => expect(within(list()).getAllByRole('link')).toHaveLength(2));
  });

  it('opens a message by its address, reads it, and can mark it unread again', async () => {
    const user = userEvent.setup();
    renderScreen(<InboxScreen />, { route: 'webEmail', path: '/m/webEmail?id=m1' });
    const detail = await screen.findByRole('article', { name: 'Welcome bonus credited' });
    expect(within(detail).getByText('details')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.find((request) => request.url === '/wps/inbox/read')?.body).toEqual({
        ids: ['m1'],
        read: true,
      }),
    );
    // the buttons wait while the read is on its way
    await waitFor(() => expect(within(detail).getByRole('button', { name: 'Mark unread' })).toBeEnabled());
    await user.click(within(detail).getByRole('button', { name: 'Mark unread' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/webEmail$/));
    expect(inbox.find((m) => m.id === 'm1')?.read).toBe(false);
  });

  it('marks a selection read and deletes a selection after asking', async () => {
    const user = userEvent.setup();
    renderScreen(<InboxScreen />, { route: 'webEmail', path: '/m/webEmail' });
    await screen.findByText('Welcome bonus credited');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('checkbox', { name: /Welcome bonus credited/ }));
    await user.click(screen.getByRole('checkbox', { name: /Weekend tournament/ }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(inbox.every((m) => m.read)).toBe(true));

    await user.click(await screen.findByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete messages?' });
    expect(dialog).toHaveTextContent('These 3 messages will be removed from your inbox.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(server.requests.find((request) => request.url === '/wps/inbox/delete')?.body).toEqual({
      ids: ['m1', 'm2', 'm3'],
    });
  });

  it('renders an operator’s hostile HTML inertly', async () => {
    inbox = [
      message('m9', 'Hostile', false, {
        content: '<p>Hi<img src="x" onerror="window.__inboxRan=1"><script>window.__inboxRan=2</script></p>',
      }),
    ];
    renderScreen(<InboxScreen />, { route: 'webEmail', path: '/m/webEmail?id=m9' });
    const detail = await screen.findByRole('article', { name: 'Hostile' });
    expect(detail.innerHTML).not.toMatch(/onerror|<script/);
    expect((window as { __inboxRan?: number }).__inboxRan).toBeUndefined();
  });
});
