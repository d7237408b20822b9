import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { useSessionStore } from '../../../shared/lib/session/session-store';
import { makeSession } from '../../../testing/fixtures';
import { sendJson, startTestServer } from '../../../testing/test-server';
import { renderScreen } from '../../../testing/render-screen';
import FeedbackScreen from './feedback-screen';

let captchas = 0;
let answer: { status: number; body: unknown } = { status: 200, body: { success: true, value: { id: 'f1' } } };
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url.startsWith('/wps/captcha')) {
      captchas += 1;
      return sendJson(response, 200, {
        success: true,
        value: {
          captchaId: `c${captchas}`,
          image: 'data:image/png;base64,iVBORw0KGgo=',
          kind: 'text',
          expiresAt: 4e12,
        },
      });
    }
    if (request.url === '/wps/feedback' && request.method === 'PUT')
      return sendJson(response, answer.status, answer.body);
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
  answer = { status: 200, body: { success: true, value: { id: 'f1' } } };
});

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'shot.png', {
    type: 'image/png',
  });
const description = () => screen.getByRole('textbox', { name: 'Description' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('the feedback screen', () => {
  it('keeps submit off while empty, counts to n/200, and names the length rule', async () => {
    const user = userEvent.setup();
    renderScreen(<FeedbackScreen />, { route: 'feedback', path: '/m/feedback' });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await user.type(description(), 'Too short 🎰');
    // the emoji is one character, as the server counts it
    expect(screen.getByText('11/200')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '1234');
    await user.click(submit());
    expect(await screen.findByText('Please write at least 20 characters.')).toBeInTheDocument();
    expect(description()).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('sends the type, the description, the images and the captcha, then says sent_success and starts afresh', async () => {
    const user = userEvent.setup();
    renderScreen(<FeedbackScreen />, { route: 'feedback', path: '/m/feedback' });
    await waitFor(() => expect(captchas).toBeGreaterThan(0));
    await user.click(screen.getByRole('radio', { name: 'Withdrawal issues' }));
    await user.type(description(), 'My withdrawal has been pending since yesterday.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Please choose png or jpg images only.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [png(), png(), png(), png()] } });
    expect(await screen.findByText('You can attach at most 3 images.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: /Images/ })).getAllByRole('img')).toHaveLength(3);
    // no room is left for a fourth
    expect(document.querySelector('input[type="file"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '1234');
    const sentWith = captchas;
    await user.click(submit());
    expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
    const sent = server.requests.find((request) => request.method === 'PUT')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      content: 'My withdrawal has been pending since yesterday.',
      type: 2,
      captcha: '1234',
      captchaId: `c${sentWith}`,
    });
    expect(sent.images).toEqual([expect.stringMatching(/^data:image\/png;base64,/), expect.stringMatching(/^data:/)]);
    await waitFor(() => expect(description()).toHaveValue(''));
    expect(submit()).toBeDisabled();
    await waitFor(() => expect(captchas).toBe(sentWith + 1));
  });

  it('shows the server’s refusal and asks for a new captcha', async () => {
    answer = {
      status: 400,
      body: { success: false, errorCode: 'captcha.invalid', message: 'Verification code error' },
    };
    const user = userEvent.setup();
    renderScreen(<FeedbackScreen />, { route: 'feedback', path: '/m/feedback' });
    await waitFor(() => expect(captchas).toBeGreaterThan(0));
    await user.type(description(), 'The slot froze in the middle of a free spin round.');
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '9');
    const before = captchas;
    await user.click(submit());
    expect(await screen.findAllByText('Verification code error')).not.toHaveLength(0);
    await waitFor(() => expect(captchas).toBe(before + 1));
    // what was written stays for the next try
    expect(description()).toHaveValue('The slot froze in the middle of a free spin round.');
  });
});
