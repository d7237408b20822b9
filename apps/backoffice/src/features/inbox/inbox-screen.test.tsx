import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { OPS_API, type OperatorRole, type OpsInboxMessage } from '@palaro/contract';
import { meRoute, page, sessionOf } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { fail, ok, startTestServer, type Route, type TestServer } from '../../testing/test-server';

let server: TestServer;
afterEach(async () => {
  cleanup();
  await server.close();
});

function sent(overrides: Partial<OpsInboxMessage> = {}): OpsInboxMessage {
  return {
    id: 'i1',
    source: 'operator',
    audience: { kind: 'segment', segment: 'depositors' },
    texts: { EN: { title: 'Weekend bonus', content: '<p>Deposit on Saturday</p>' } },
    recipients: 200,
    readBy: 50,
    deletedBy: 3,
    feedbackId: null,
    retiredAt: null,
    createdBy: 'ops',
    sentAt: Date.parse('2026-03-05T09:00:00Z'),
    ...overrides,
  };
}

const toPlayer = sent({
  id: 'i2',
  audience: { kind: 'player', username: 'maria' },
  texts: { EN: { title: 'About your deposit', content: 'Credited' } },
  source: 'feedback',
  recipients: 1,
  readBy: 1,
  deletedBy: 0,
  retiredAt: Date.parse('2026-03-05T11:00:00Z'),
});

async function start(role: OperatorRole, routes: Record<string, Route> = {}) {
  server = await startTestServer({
    ...meRoute(role),
    [`GET ${OPS_API.inbox}`]: ok(page([sent(), toPlayer])),
    ...routes,
  });
}

async function fillEnglish(user: ReturnType<typeof renderApp>['user'], title: string, content: string) {
  await user.type(screen.getByLabelText('Title (English)'), title);
  await user.type(screen.getByLabelText('Content, HTML (English)'), content);
}

describe('sent messages', () => {
  it('lists audience, recipients, reads and withdrawals', async () => {
    await start('support');
    renderApp({ server, role: 'support', path: '/bo/inbox' });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Weekend bonus');
    expect(rows[1]).toHaveTextContent('Depositors');
    expect(rows[1]).toHaveTextContent('200');
    expect(rows[1]).toHaveTextContent('50 (25%)');
    expect(rows[2]).toHaveTextContent('Player maria');
    expect(rows[2]).toHaveTextContent('Feedback reply');
    expect(rows[2]).toHaveTextContent('Withdrawn');
    // withdrawing is an admin's
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('narrows to the messages one player received', async () => {
    await start('support');
    const { user } = renderApp({ server, role: 'support', path: '/bo/inbox' });
    await user.type(await screen.findByRole('searchbox', { name: 'Player' }), 'maria');
    await waitFor(() => expect(server.calls(`GET ${OPS_API.inbox}`).at(-1)?.query.get('player')).toBe('maria'));
  });

  it('lets an admin withdraw a message after asking', async () => {
    await start('admin', { [`POST ${OPS_API.inboxRetire('i1')}`]: ok(null) });
    const { user } = renderApp({ server, role: 'admin', path: '/bo/inbox' });
    await user.click(await screen.findByRole('button', { name: 'Withdraw “Weekend bonus”' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this message?' });
    expect(dialog).toHaveTextContent('all 200 recipients');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(server.calls(`POST ${OPS_API.inboxRetire('i1')}`)).toHaveLength(1));
    expect(server.calls(`POST ${OPS_API.inboxRetire('i1')}`)[0]?.headers.authorization).toBe(sessionOf('admin').token);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // withdrawn messages have no button
    expect(screen.queryByRole('button', { name: 'Withdraw “About your deposit”' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a withdrawal', async () => {
    await start('admin', {
      [`POST ${OPS_API.inboxRetire('i1')}`]: fail(409, 'inbox.retired', 'This message is already withdrawn'),
    });
    const { user } = renderApp({ server, role: 'admin', path: '/bo/inbox' });
    await user.click(await screen.findByRole('button', { name: 'Withdraw “Weekend bonus”' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('This message is already withdrawn')).toBeInTheDocument();
  });
});

describe('sending', () => {
  it('lets support write to one player only', async () => {
    await start('support', { [`POST ${OPS_API.inbox}`]: ok(sent({ id: 'i3', recipients: 1 })) });
    const { user } = renderApp({ server, role: 'support', path: '/bo/inbox' });
    await user.click(await screen.findByRole('link', { name: 'New message' }));
    expect(screen.getByRole('radio', { name: 'One player' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'A segment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Everyone' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);

    await user.type(screen.getByLabelText('Player’s user name'), 'maria');
    await fillEnglish(user, 'Your account', '<p>All is well.</p>');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(server.calls(`POST ${OPS_API.inbox}`)).toHaveLength(1));
    expect(server.calls(`POST ${OPS_API.inbox}`)[0]?.body).toEqual({
      audience: { kind: 'player', username: 'maria' },
      texts: { EN: { title: 'Your account', content: '<p>All is well.</p>' } },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent to 1 player (Player maria).');
    expect(window.location.pathname).toMatch(/^\/bo\/inbox\/?$/);
  });

  it('names a player who does not exist', async () => {
    await start('support', { [`POST ${OPS_API.inbox}`]: fail(404, 'inbox.player.unknown', 'No such player') });
    const { user } = renderApp({ server, role: 'support', path: '/bo/inbox/new' });
    await user.type(await screen.findByLabelText('Player’s user name'), 'nobody');
    await fillEnglish(user, 'Hello', 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such player');
    expect(window.location.pathname).toBe('/bo/inbox/new');
  });

  it('lets an admin send to a segment or to everyone, after asking', async () => {
    await start('admin', { [`POST ${OPS_API.inbox}`]: ok(sent({ id: 'i4', recipients: 1234 })) });
    const { user } = renderApp({ server, role: 'admin', path: '/bo/inbox/new' });
    await user.click(await screen.findByRole('radio', { name: 'A segment' }));
    await user.selectOptions(screen.getByLabelText('Segment'), 'Agents');
    await fillEnglish(user, 'Agent news', '<p>New rebates</p>');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to agents?' });
    expect(server.calls(`POST ${OPS_API.inbox}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(server.calls(`POST ${OPS_API.inbox}`)).toHaveLength(1));
    expect(server.calls(`POST ${OPS_API.inbox}`)[0]?.body).toEqual({
      audience: { kind: 'segment', segment: 'agents' },
      texts: { EN: { title: 'Agent news', content: '<p>New rebates</p>' } },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent to 1234 players (Agents).');

    await user.click(screen.getByRole('link', { name: 'New message' }));
    await user.click(screen.getByRole('radio', { name: 'Everyone' }));
    await fillEnglish(user, 'Maintenance', 'Tonight');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send to everyone?' })).getByRole('button', {
        name: 'Send message',
      }),
    );
    await waitFor(() => expect(server.calls(`POST ${OPS_API.inbox}`)).toHaveLength(2));
    expect(server.calls(`POST ${OPS_API.inbox}`)[1]?.body).toMatchObject({ audience: { kind: 'all' } });
  });
});
