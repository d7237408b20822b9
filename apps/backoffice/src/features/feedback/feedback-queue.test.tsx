import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { FEEDBACK_TYPES, FEEDBACK_TYPE_NONE, OPS_API, type OpsFeedback } from '@palaro/contract';
import { meRoute, page, sessionOf } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { fail, ok, startTestServer, type TestServer, type Route } from '../../testing/test-server';

let server: TestServer;
afterEach(async () => {
  cleanup();
  await server.close();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function feedback(overrides: Partial<OpsFeedback> = {}): OpsFeedback {
  return {
    id: 'f1',
    username: 'maria',
    sender: 'Maria',
    type: FEEDBACK_TYPES.deposit_issues,
    content: 'My deposit of 500 has not arrived after an hour.',
    images: [OPS_API.feedbackImage('f1', 0)],
    status: 'open',
    replyMessageId: null,
    answeredBy: null,
    answeredAt: null,
    createdAt: Date.parse('2026-03-05T09:00:00Z'),
    ...overrides,
  };
}

const answered = feedback({
  id: 'f2',
  username: 'jose',
  type: FEEDBACK_TYPE_NONE,
  content: 'Thanks',
  images: [],
  status: 'answered',
  replyMessageId: 'msg-9',
  answeredBy: 'support',
  answeredAt: Date.parse('2026-03-05T10:00:00Z'),
});

async function start(routes: Record<string, Route> = {}) {
  server = await startTestServer({
    ...meRoute('support'),
    [`GET ${OPS_API.feedback}`]: (request) =>
      ok(page(request.query.get('status') === 'open' ? [feedback()] : [feedback(), answered], 1, 3)),
    [`GET ${OPS_API.feedbackItem('f1')}`]: ok(feedback()),
    [`GET ${OPS_API.feedbackItem('f2')}`]: ok(answered),
    [`GET ${OPS_API.feedbackImage('f1', 0)}`]: { bytes: PNG, type: 'image/png' },
    ...routes,
  });
}

describe('the feedback queue', () => {
  it('starts with the open ones, filters by status and player, and pages', async () => {
    await start();
    const { user } = renderApp({ server, role: 'support', path: '/bo/feedback' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Deposit issue')).toBeInTheDocument();
    const calls = () => server.calls(`GET ${OPS_API.feedback}`);
    expect(calls()[0]?.query.get('status')).toBe('open');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(calls().at(-1)?.query.has('status')).toBe(false);
    expect(screen.getByText('No type chosen')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Player' }), 'jose');
    await waitFor(() => expect(calls().at(-1)?.query.get('player')).toBe('jose'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls().at(-1)?.query.get('pageNo')).toBe('2'));
    expect(calls().at(-1)?.query.get('player')).toBe('jose');
  });

  it('shows the server’s answer when the queue cannot be read', async () => {
    await start({ [`GET ${OPS_API.feedback}`]: fail(404, 'not.found', 'Not found') });
    renderApp({ server, role: 'support', path: '/bo/feedback' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the feedbackNot found');
  });

  it('opens one with its type, text and images fetched with the token', async () => {
    await start();
    const { user } = renderApp({ server, role: 'support', path: '/bo/feedback' });
    await user.click(await screen.findByRole('link', { name: /My deposit of 500/ }));
    const detail = await screen.findByRole('article');
    expect(within(detail).getByRole('heading', { name: 'Deposit issue' })).toBeInTheDocument();
    expect(within(detail).getByText('My deposit of 500 has not arrived after an hour.')).toBeInTheDocument();
    const image = await within(detail).findByRole('img', { name: 'Image 1 of 1' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(server.calls(`GET ${OPS_API.feedbackImage('f1', 0)}`)[0]?.headers.authorization).toBe(
      sessionOf('support').token,
    );
    expect(window.location.pathname).toBe('/bo/feedback/f1');
  });

  it('shows an answered one without a reply form', async () => {
    await start();
    renderApp({ server, role: 'support', path: '/bo/feedback/f2' });
    expect(await screen.findByText(/This feedback has been answered/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });
});

describe('the reply', () => {
  it('needs the required language and sends only the languages written in', async () => {
    await start({ [`POST ${OPS_API.feedbackReply('f1')}`]: ok(null) });
    const { user } = renderApp({ server, role: 'support', path: '/bo/feedback/f1' });
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(server.calls(`POST ${OPS_API.feedbackReply('f1')}`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Title (English)'), 'About your deposit');
    await user.type(screen.getByLabelText('Content, HTML (English)'), '<p>It is <b>credited</b> now.</p>');
    // the preview shows the words, not the markup
    const preview = screen.getByRole('region', { name: 'Preview (English)' });
    expect(preview).toHaveTextContent('It is credited now.');
    expect(within(preview).queryByText(/<b>/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Filipino' }));
    await user.type(screen.getByLabelText('Title (Filipino)'), 'Tungkol sa deposito');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    // a language begun must be finished
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Filipino/ })).toHaveClass('tab-invalid');
    await user.type(screen.getByLabelText('Content, HTML (Filipino)'), '<p>Naipasok na.</p>');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    await waitFor(() => expect(server.calls(`POST ${OPS_API.feedbackReply('f1')}`)).toHaveLength(1));
    const [reply] = server.calls(`POST ${OPS_API.feedbackReply('f1')}`);
    expect(reply?.body).toEqual({
      texts: {
        EN: { title: 'About your deposit', content: '<p>It is <b>credited</b> now.</p>' },
        TL: { title: 'Tungkol sa deposito', content: '<p>Naipasok na.</p>' },
      },
    });
    expect(reply?.headers.authorization).toBe(sessionOf('support').token);
  });

  it('shows the server’s refusal and puts its field errors on the fields', async () => {
    await start({
      [`POST ${OPS_API.feedbackReply('f1')}`]: fail(400, 'feedback.invalid', 'Please check the highlighted fields', {
        'texts.EN.content': 'expected HTML with some text in it',
        'texts.XX': 'unknown language',
      }),
    });
    const { user } = renderApp({ server, role: 'support', path: '/bo/feedback/f1' });
    await user.type(await screen.findByLabelText('Title (English)'), 'Hello');
    await user.type(screen.getByLabelText('Content, HTML (English)'), '<p></p>');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check the highlighted fields');
    expect(alert).toHaveTextContent('texts.XX: unknown language');
    expect(screen.getByText('expected HTML with some text in it')).toBeInTheDocument();
    expect(screen.getByLabelText('Content, HTML (English)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when another operator answered first', async () => {
    await start({
      [`POST ${OPS_API.feedbackReply('f1')}`]: fail(
        409,
        'feedback.answered',
        'This feedback has already been answered',
      ),
    });
    const { user } = renderApp({ server, role: 'support', path: '/bo/feedback/f1' });
    await user.type(await screen.findByLabelText('Title (English)'), 'Hello');
    await user.type(screen.getByLabelText('Content, HTML (English)'), 'Done');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feedback has already been answered');
  });
});
