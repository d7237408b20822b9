import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { OPS_API } from '@palaro/contract';
import { meRoute, page, sessionOf } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { fail, ok, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
afterEach(async () => {
  // the app goes first: nothing it still had on the way may land in a component after the test
  cleanup();
  await server.close();
});

const SESSION_KEY = 'palaro.bo.session';

describe('signing in', () => {
  it('keeps the operator’s session in sessionStorage only, and opens the role’s first screen', async () => {
    server = await startTestServer({
      [`POST ${OPS_API.login}`]: ok(sessionOf('support')),
      ...meRoute('support'),
      [`GET ${OPS_API.chats}`]: ok(page([])),
    });
    const { user } = renderApp({ server });
    await user.type(screen.getByLabelText('Operator name'), 'support');
    await user.type(screen.getByLabelText('Password'), 'SupportDemo-2024');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    await screen.findByText('Live');
    expect(server.calls(`POST ${OPS_API.login}`)[0]?.body).toEqual({
      username: 'support',
      password: 'SupportDemo-2024',
    });
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ role: 'support' });
    expect(window.localStorage.length).toBe(0);
    expect(window.location.pathname).toBe('/bo/chats');
    // every later call carries the raw token, without "Bearer"
    await waitFor(() => expect(server.calls(`GET ${OPS_API.me}`)).toHaveLength(1));
    expect(server.calls(`GET ${OPS_API.me}`)[0]?.headers.authorization).toBe(sessionOf('support').token);
  });

  it('shows the server’s message when the sign-in is refused', async () => {
    server = await startTestServer({
      [`POST ${OPS_API.login}`]: fail(400, 'ops.login.failed', 'Incorrect username or password'),
    });
    const { user } = renderApp({ server });
    await user.type(screen.getByLabelText('Operator name'), 'support');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('names the empty fields and sends nothing', async () => {
    server = await startTestServer();
    const { user } = renderApp({ server });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText('Operator name')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toHaveLength(0);
  });
});

describe('the menu by role', () => {
  it('gives support the chat desk, feedback and inbox messages', async () => {
    server = await startTestServer({ ...meRoute('support'), [`GET ${OPS_API.chats}`]: ok(page([])) });
    renderApp({ server, role: 'support' });
    const menu = await screen.findByRole('navigation', { name: 'Back office' });
    await screen.findByText('Live');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Live chat', 'Feedback', 'Inbox messages']);
    expect(within(menu).getByRole('link', { name: 'Live chat' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells a cashier there is nothing for their role yet, and keeps the desks closed to them', async () => {
    server = await startTestServer(meRoute('cashier'));
    renderApp({ server, role: 'cashier' });
    expect(await screen.findByRole('heading', { name: 'Nothing for your role yet' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows a cashier who opens a desk’s address that it is not theirs, and loads nothing of it', async () => {
    server = await startTestServer(meRoute('cashier'));
    renderApp({ server, role: 'cashier', path: '/bo/chats' });
    expect(await screen.findByText('Not available for your role')).toBeInTheDocument();
    expect(server.calls(`GET ${OPS_API.chats}`)).toHaveLength(0);
  });

  it('follows the role the server knows the operator by', async () => {
    server = await startTestServer({ ...meRoute('cashier') });
    renderApp({ server, role: 'support', path: '/bo/nowhere' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryAllByRole('link')).toHaveLength(0),
    );
  });
});

describe('the end of a session', () => {
  it('signs out on a 401 with the server’s message', async () => {
    server = await startTestServer({
      [`GET ${OPS_API.me}`]: fail(401, 'ops.not.session', 'Operator session missing or expired'),
      [`GET ${OPS_API.chats}`]: ok(page([])),
    });
    renderApp({ server, role: 'support' });
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Operator session missing or expired. Please sign in again.');
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('signs out on the server and in the tab', async () => {
    server = await startTestServer({
      ...meRoute('admin'),
      [`GET ${OPS_API.chats}`]: ok(page([])),
      [`DELETE ${OPS_API.logout}`]: ok(null),
    });
    const { user } = renderApp({ server, role: 'admin' });
    await screen.findByText('Live');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    const [logout] = server.calls(`DELETE ${OPS_API.logout}`);
    expect(logout?.headers.authorization).toBe(sessionOf('admin').token);
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
