import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import {
  CHAT_PAGE_PATH,
  CHAT_SOCKET_PATHS,
  type ChatHistory,
  type ChatMessage,
  type ChatSocketEvent,
} from '@palaro/contract/chat';
import { paths } from '../../../shared/config/paths';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { renderScreen } from '../../../testing/render-screen';
import ChatScreen from './chat-screen';

// A stand-in of the server's chat calls and player socket on one local port: real HTTP and a real WebSocket.
type Recorded = { method: string; url: string; body: Record<string, unknown> | undefined };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const T0 = Date.UTC(2026, 10, 26, 9, 30);

let history: ChatHistory;
let requests: Recorded[] = [];
/** How the next sends are answered, in turn; then each is stored. */
let sendAnswers: ({ status: number; body: unknown } | 'store')[] = [];
let sockets: ServerSocket[] = [];
let tokens: string[] = [];
let nextId = 100;
let server: ReturnType<typeof createServer>;
let sockServer: WebSocketServer;

const message = (id: number, author: ChatMessage['author'], text: string, extra: Partial<ChatMessage> = {}) => ({
  id: String(id),
  conversationId: '7',
  author,
  operatorName: author === 'operator' ? 'Maria' : null,
  text,
  imageUrl: null,
  event: null,
  sentAt: T0 + id * 60_000,
  ...extra,
});

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function handle(request: IncomingMessage, response: ServerResponse, body: Record<string, unknown> | undefined) {
  const url = request.url ?? '/';
  requests.push({ method: request.method ?? 'GET', url, body });
  if (url.startsWith('/wps/chat/messages') && request.method === 'GET') return json(response, 200, ok(history));
  if (url === '/wps/chat/messages') {
    const answer = sendAnswers.shift() ?? 'store';
    if (answer !== 'store') return json(response, answer.status, answer.body);
    nextId += 1;
    const stored = message(nextId, 'player', String(body?.text ?? ''), {
      imageUrl: body?.image ? `/wps/chat/images/${nextId}` : null,
    });
    return json(response, 200, ok(stored));
  }
  if (url === '/wps/chat/read') return json(response, 200, ok(null));
  if (url.startsWith('/wps/chat/images/')) {
    response.writeHead(200, { 'content-type': 'image/png' });
    return response.end(PNG);
  }
  return json(response, 404, { success: false, errorCode: 'not.found', message: 'Not found' });
}
const ok = (value: unknown) => ({ success: true, value });

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      handle(request, response, text ? (JSON.parse(text) as Record<string, unknown>) : undefined);
    });
  });
  sockServer = new WebSocketServer({ server, path: CHAT_SOCKET_PATHS.player });
  sockServer.on('connection', (socket) => {
    socket.once('message', (data) => {
      const frame = JSON.parse(String(data)) as { token: string };
      tokens.push(frame.token);
      sockets.push(socket);
      socket.send(JSON.stringify({ type: 'ready' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  setApiBaseUrl('');
  for (const client of sockServer.clients) client.terminate();
  await new Promise((resolve) => sockServer.close(resolve));
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  sendAnswers = [];
  sockets = [];
  tokens = [];
  history = { conversationId: null, status: null, operatorName: null, messages: [], hasMore: false };
  useSessionStore.setState({
    session: { token: 'player-token', merchantCode: 'PALARO', userName: 'juan', type: 0, firstTimeLogin: false },
  });
});
afterEach(() => {
  for (const client of sockServer.clients) client.terminate();
});

/** Pushes a frame from the server to the page's socket. */
async function push(frame: ChatSocketEvent) {
  await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  act(() => sockets.at(-1)?.send(JSON.stringify(frame)));
}
const open = (query = '') => renderScreen(<ChatScreen />, { route: 'liveChat', path: `${CHAT_PAGE_PATH}${query}` });
const log = () => screen.getByRole('log', { name: 'Messages' });
/** The message box, once the history is in (until then it is disabled). */
async function messageBox(): Promise<HTMLElement> {
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await waitFor(() => expect(box).toBeEnabled());
  return box;
}
const sends = () => requests.filter((request) => request.method === 'POST' && request.url === '/wps/chat/messages');

describe('the live chat page', () => {
  it('is where the chat url leads', () => {
    expect(paths.liveChat.path).toBe(CHAT_PAGE_PATH);
  });

  it('shows the conversation: the player’s messages, support’s with a name, what happened in between', async () => {
    history = {
      conversationId: '7',
      status: 'active',
      operatorName: 'Maria',
      messages: [
        message(1, 'player', 'My deposit has not arrived'),
        message(2, 'system', 'Maria joined the conversation', { event: 'taken' }),
        message(3, 'operator', 'Let me check that for you'),
      ],
      hasMore: false,
    };
    const user = userEvent.setup();
    open(`?backUrl=${encodeURIComponent('/m/message')}&headerColor=%23ffcc00&title=Customer%20care&language=EN`);
    await messageBox();
    expect(within(log()).getByText('My deposit has not arrived')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer care' })).toBeInTheDocument();
    // a light header colour gets dark text
    expect(screen.getByRole('banner')).toHaveStyle({ background: '#ffcc00', color: '#141b2d' });
    const items = within(log()).getAllByRole('listitem');
    expect(items.map((item) => item.className)).toEqual([
      'chat-line chat-line--player',
      'chat-line chat-line--system',
      'chat-line chat-line--operator',
    ]);
    expect(items[1]).toHaveTextContent('Maria joined the conversation');
    expect(items[2]).toHaveTextContent(/^Maria.*Let me check that for you/);
    expect(await screen.findByText('Maria is helping you')).toBeInTheDocument();
    // support's message is on screen: the chat is read
    await waitFor(() => expect(requests.some((request) => request.url === '/wps/chat/read')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/message');
  });

  it('authenticates its socket with the session, and shows what support says as it comes', async () => {
    open();
    await messageBox();
    expect(screen.getByText('Ask us anything: a support agent will answer you here.')).toBeInTheDocument();
    await waitFor(() => expect(tokens).toEqual(['player-token']));
    await push({ type: 'conversation', conversationId: '7', status: 'active', operatorName: 'Maria' });
    await push({ type: 'message', message: message(5, 'operator', 'Good morning! How can I help?') });
    expect(await within(log()).findByText('Good morning! How can I help?')).toBeInTheDocument();
    expect(screen.getByText('Maria is helping you')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.url === '/wps/chat/read')).toHaveLength(1));
  });

  it('sends with Enter, shows the message once though the socket tells of it too', async () => {
    const user = userEvent.setup();
    open();
    const box = await messageBox();
    await waitFor(() => expect(sockets).toHaveLength(1));
    await user.type(box, '  Hello there  {Enter}');
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]?.body).toEqual({ clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), text: 'Hello there' });
    expect(box).toHaveValue('');
    await push({ type: 'message', message: message(nextId, 'player', 'Hello there') });
    await waitFor(() => expect(within(log()).getAllByText('Hello there')).toHaveLength(1));
    expect(within(log()).queryByText('Sending…')).toBeNull();
  });

  it('keeps a message that failed with a retry, which sends it again with the same clientId', async () => {
    sendAnswers = [{ status: 429, body: { success: false, errorCode: 'chat.tooFast', message: 'Please slow down' } }];
    const user = userEvent.setup();
    open();
    await user.type(await messageBox(), 'Are you there?{Enter}');
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(await screen.findByText('You are sending messages too fast. Please wait a moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends()[1]?.body).toEqual(sends()[0]?.body);
    await waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    expect(within(log()).getByText('Are you there?')).toBeInTheDocument();
  });

  it('attaches a png or jpg of at most 5 MB, checked before it is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    open();
    await messageBox();
    const attach = screen.getByLabelText('Attach a png or jpg image');
    await user.upload(attach, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please choose a png or jpg image.')).toHaveAttribute('role', 'alert');
    await user.upload(attach, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The image must be 5 MB or smaller.')).toHaveAttribute('role', 'alert');
    // named png, not one inside
    await user.upload(attach, new File(['just text'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Please choose a png or jpg image.')).toBeInTheDocument();

    await user.upload(attach, new File([PNG], 'receipt.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Image to send' })).toBeInTheDocument();
    expect(screen.queryByText('Please choose a png or jpg image.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]?.body).toEqual({
      clientId: expect.any(String),
      text: '',
      image: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    // the stored image is fetched with the session and shown
    expect(await within(log()).findByRole('img', { name: 'Image sent in the chat' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(requests.some((request) => request.url.startsWith('/wps/chat/images/'))).toBe(true);
  });

  it('connects again after a drop and reads the history again', async () => {
    open();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const historyReads = () => requests.filter((request) => request.url.startsWith('/wps/chat/messages')).length;
    await waitFor(() => expect(historyReads()).toBe(2));
    history = {
      conversationId: '7',
      status: 'active',
      operatorName: 'Maria',
      messages: [message(9, 'operator', 'Said while you were away')],
      hasMore: false,
    };
    act(() => sockets[0]?.terminate());
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(2), { timeout: 4000 });
    expect(await within(log()).findByText('Said while you were away')).toBeInTheDocument();
    expect(historyReads()).toBe(3);
  });

  it('logs the player out when the socket says the session ended', async () => {
    open();
    await push({ type: 'closed', reason: 'logged_out' });
    await waitFor(() => expect(useSessionStore.getState().session).toBeNull());
  });

  it('says so when live chat is off for the site', async () => {
    open();
    await push({ type: 'closed', reason: 'refused' });
    expect(await screen.findByText('Live chat is not available right now.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });
});
