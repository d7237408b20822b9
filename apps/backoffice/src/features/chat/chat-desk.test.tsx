import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OPS_API } from '@palaro/contract';
import { chatMessage, conversation, meRoute, page, sessionOf } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { NOT_FOUND, fail, ok, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
afterEach(async () => {
  // the app goes first: nothing it still had on the way may land in a component after the test
  cleanup();
  await server.close();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const waiting = conversation({ id: 'c1', username: 'maria', status: 'waiting', unread: 2, lastMessage: 'Hello?' });
const active = conversation({ id: 'c2', username: 'jose', status: 'active', operatorName: 'support', unread: 0 });

function detailOf(conv = waiting, messages = [chatMessage({ conversationId: conv.id })]) {
  return ok({ conversation: conv, messages });
}

/** Opens the desk at `path` once its socket is live, so that no socket update lands between a test's steps. */
async function openDesk(path: string) {
  const rendered = renderApp({ server, role: 'support', path });
  await screen.findByText('Live');
  return rendered;
}

async function startDesk(routes: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer({
    ...meRoute('support'),
    // the server puts waiting first; the active one comes first here to show that the desk keeps the rule too
    [`GET ${OPS_API.chats}`]: ok(page([active, waiting])),
    ...routes,
  });
}

describe('the conversation list', () => {
  it('lists waiting conversations first with their unread counts', async () => {
    await startDesk();
    await openDesk('/bo/chats');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('maria'),
      expect.stringContaining('jose'),
    ]);
    expect(within(items[0] as HTMLElement).getByLabelText('2 unread')).toHaveTextContent('2');
    expect(within(items[0] as HTMLElement).getByText('Waiting')).toBeInTheDocument();
  });

  it('filters by status and player', async () => {
    await startDesk();
    const { user } = await openDesk('/bo/chats');
    await screen.findByRole('list', { name: 'Conversations' });
    await user.click(screen.getByRole('button', { name: 'Waiting' }));
    await waitFor(() => expect(server.calls(`GET ${OPS_API.chats}`).at(-1)?.query.get('status')).toBe('waiting'));
    await user.type(screen.getByRole('searchbox', { name: 'Player' }), 'maria');
    await waitFor(() => expect(server.calls(`GET ${OPS_API.chats}`).at(-1)?.query.get('player')).toBe('maria'));
    expect(server.calls(`GET ${OPS_API.chats}`).at(-1)?.query.get('status')).toBe('waiting');
  });

  it('shows the server’s answer when the desk’s calls are not there, and an empty desk', async () => {
    await startDesk({ [`GET ${OPS_API.chats}`]: NOT_FOUND });
    await openDesk('/bo/chats');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the conversations');
    expect(alert).toHaveTextContent('Not found');
    expect(screen.getByText('No conversation open')).toBeInTheDocument();
  });
});

describe('an open conversation', () => {
  it('shows the player’s, the operator’s and the system’s messages, images fetched with the token', async () => {
    await startDesk({
      [`GET ${OPS_API.chat('c2')}`]: detailOf(active, [
        chatMessage({ id: 'm1', conversationId: 'c2', text: 'My deposit is missing' }),
        chatMessage({ id: 'm2', conversationId: 'c2', text: '', imageUrl: '/wps/chat/images/img-7' }),
        chatMessage({ id: 'm3', conversationId: 'c2', author: 'system', text: '', event: 'taken' }),
        chatMessage({ id: 'm4', conversationId: 'c2', author: 'operator', operatorName: 'support', text: 'Checking' }),
      ]),
      [`GET ${OPS_API.chatImage('img-7')}`]: { bytes: PNG, type: 'image/png' },
    });
    await openDesk('/bo/chats/c2');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('My deposit is missing')).toBeInTheDocument();
    expect(within(log).getByText('Conversation taken')).toBeInTheDocument();
    expect(within(log).getByText('Checking')).toBeInTheDocument();
    const image = await within(log).findByRole('img', { name: 'Image from jose' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(server.calls(`GET ${OPS_API.chatImage('img-7')}`)[0]?.headers.authorization).toBe(
      sessionOf('support').token,
    );
    // nothing unread: nothing to mark
    expect(server.calls(`POST ${OPS_API.chatRead('c2')}`)).toHaveLength(0);
  });

  it('marks unread messages read when it is viewed', async () => {
    let read = false;
    await startDesk({
      // as the server would: once read, the list counts nothing unread (a reload after the socket's ready says so too)
      [`GET ${OPS_API.chats}`]: () => ok(page([active, { ...waiting, unread: read ? 0 : 2 }])),
      [`GET ${OPS_API.chat('c1')}`]: () => detailOf({ ...waiting, unread: read ? 0 : 2 }),
      [`POST ${OPS_API.chatRead('c1')}`]: () => {
        read = true;
        return ok(null);
      },
    });
    await openDesk('/bo/chats/c1');
    await waitFor(() => expect(server.calls(`POST ${OPS_API.chatRead('c1')}`)).toHaveLength(1));
    const [call] = server.calls(`POST ${OPS_API.chatRead('c1')}`);
    expect(call?.body).toEqual({});
    expect(call?.headers.authorization).toBe(sessionOf('support').token);
    await waitFor(() => expect(screen.queryByLabelText('2 unread')).not.toBeInTheDocument());
  });

  it('takes a waiting conversation, and shows why when another operator was faster', async () => {
    await startDesk({
      [`GET ${OPS_API.chat('c1')}`]: detailOf(),
      [`POST ${OPS_API.chatRead('c1')}`]: ok(null),
      [`POST ${OPS_API.chatTake('c1')}`]: fail(409, 'chat.taken', 'Another operator has taken this conversation'),
    });
    const { user } = await openDesk('/bo/chats/c1');
    await user.click(await screen.findByRole('button', { name: 'Take' }));
    expect(await screen.findByText('Another operator has taken this conversation')).toBeInTheDocument();
    expect(server.calls(`POST ${OPS_API.chatTake('c1')}`)).toHaveLength(1);
  });

  it('closes a conversation after asking', async () => {
    await startDesk({
      [`GET ${OPS_API.chat('c2')}`]: detailOf(active),
      [`POST ${OPS_API.chatClose('c2')}`]: ok(null),
    });
    const { user } = await openDesk('/bo/chats/c2');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close conversation' }));
    await waitFor(() => expect(server.calls(`POST ${OPS_API.chatClose('c2')}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends with Enter, adds a line with Shift+Enter, and gives each message its own clientId', async () => {
    await startDesk({
      [`GET ${OPS_API.chat('c2')}`]: detailOf(active),
      [`POST ${OPS_API.chatMessages('c2')}`]: (request) =>
        ok(
          chatMessage({
            id: `sent-${(request.body as { clientId: string }).clientId}`,
            conversationId: 'c2',
            author: 'operator',
            operatorName: 'support',
            text: (request.body as { text: string }).text,
            sentAt: Date.now(),
          }),
        ),
    });
    const { user } = await openDesk('/bo/chats/c2');
    const box = await screen.findByRole('textbox', { name: 'Answer' });
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}');
    expect(box).toHaveValue('First line\n');
    expect(server.calls(`POST ${OPS_API.chatMessages('c2')}`)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'We are checking it{Enter}');
    await waitFor(() => expect(server.calls(`POST ${OPS_API.chatMessages('c2')}`)).toHaveLength(1));
    expect(box).toHaveValue('');
    // first on its way, then as the server's message
    await waitFor(() => {
      const log = screen.getByRole('log');
      expect(within(log).getByText('We are checking it')).toBeInTheDocument();
      expect(within(log).queryByText('Sending…')).not.toBeInTheDocument();
    });
    await user.type(box, 'Done{Enter}');
    await waitFor(() => expect(server.calls(`POST ${OPS_API.chatMessages('c2')}`)).toHaveLength(2));
    const [first, second] = server
      .calls(`POST ${OPS_API.chatMessages('c2')}`)
      .map((call) => call.body as { clientId: string; text: string });
    expect(first?.text).toBe('We are checking it');
    expect(first?.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second?.clientId).not.toBe(first?.clientId);
  });

  it('sends a failed message again under the same clientId', async () => {
    let tries = 0;
    await startDesk({
      [`GET ${OPS_API.chat('c2')}`]: detailOf(active),
      [`POST ${OPS_API.chatMessages('c2')}`]: () => {
        tries += 1;
        return tries === 1 ? fail(503, 'unknown', 'Service unavailable, please try again') : ok(null);
      },
    });
    const { user } = await openDesk('/bo/chats/c2');
    await user.type(await screen.findByRole('textbox', { name: 'Answer' }), 'Are you there?{Enter}');
    const failure = await screen.findByText('Service unavailable, please try again');
    await user.click(within(failure.parentElement as HTMLElement).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(server.calls(`POST ${OPS_API.chatMessages('c2')}`)).toHaveLength(2));
    const [first, second] = server.calls(`POST ${OPS_API.chatMessages('c2')}`);
    expect(second?.body).toEqual(first?.body);
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
  });

  it('checks the answer against the contract before sending', async () => {
    await startDesk({ [`GET ${OPS_API.chat('c2')}`]: detailOf(active) });
    await openDesk('/bo/chats/c2');
    const box = await screen.findByRole('textbox', { name: 'Answer' });
    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('At most 1000 characters')).toBeInTheDocument();
    // the contract takes an operator's answer as one line of free text
    fireEvent.change(box, { target: { value: 'First line\nsecond line' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(
      await screen.findByText('One line only: line breaks and control characters cannot be sent'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('First line\nsecond line');
    expect(server.calls(`POST ${OPS_API.chatMessages('c2')}`)).toHaveLength(0);
  });

  it('offers no answer box on a closed conversation', async () => {
    const closed = conversation({ id: 'c3', status: 'closed', operatorName: 'support' });
    await startDesk({ [`GET ${OPS_API.chat('c3')}`]: detailOf(closed) });
    await openDesk('/bo/chats/c3');
    expect(await screen.findByRole('textbox', { name: 'Answer' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Take' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});

describe('live updates', () => {
  it('authenticates with the first frame and shows new messages as they come', async () => {
    await startDesk({ [`GET ${OPS_API.chat('c2')}`]: detailOf(active) });
    await openDesk('/bo/chats/c2');
    expect(server.socket.frames[0]).toEqual({ type: 'auth', token: sessionOf('support').token });
    const listsBefore = server.calls(`GET ${OPS_API.chats}`).length;
    server.socket.push({
      type: 'message',
      message: chatMessage({ id: 'live-1', conversationId: 'c2', text: 'Any news?', sentAt: Date.now() }),
    });
    expect(await within(screen.getByRole('log')).findByText('Any news?')).toBeInTheDocument();
    await waitFor(() => expect(server.calls(`GET ${OPS_API.chats}`).length).toBeGreaterThan(listsBefore));
  });

  it('follows a conversation’s new status', async () => {
    await startDesk({ [`GET ${OPS_API.chat('c1')}`]: detailOf(), [`POST ${OPS_API.chatRead('c1')}`]: ok(null) });
    await openDesk('/bo/chats/c1');
    expect(await screen.findByRole('button', { name: 'Take' })).toBeInTheDocument();
    server.socket.push({ type: 'conversation', conversationId: 'c1', status: 'active', operatorName: 'ana' });
    expect(await screen.findByText(/Taken by ana/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take' })).not.toBeInTheDocument();
  });

  it('reconnects after the connection drops, and loads the lists again', async () => {
    await startDesk();
    await openDesk('/bo/chats');
    const listsBefore = server.calls(`GET ${OPS_API.chats}`).length;
    server.socket.drop();
    expect(await screen.findByText('Not live: reconnecting…')).toBeInTheDocument();
    await screen.findByText('Live', {}, { timeout: 4_000 });
    expect(server.socket.frames.filter((frame) => (frame as { type: string }).type === 'auth')).toHaveLength(2);
    await waitFor(() => expect(server.calls(`GET ${OPS_API.chats}`).length).toBeGreaterThan(listsBefore));
  });

  it('signs out when the server ends the session on the socket', async () => {
    await startDesk();
    await openDesk('/bo/chats');
    server.socket.push({ type: 'closed', reason: 'logged_out' });
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in again');
  });
});
