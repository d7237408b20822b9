import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { API, CHAT_SOCKET_PATHS, OPS_API, type ChatSocketEvent, type OperatorSession } from '@palaro/contract';
import { expect, test } from '../support/account-fixtures';
import { registerByApi } from '../support/accounts';
import { apiCall, MERCHANT } from '../support/api';
import { baseUrl } from '../support/servers';
import { storeLogin } from '../support/session';

// Live chat (SPEC 2.3, 4, 7.7) end to end: a player's page in one browser context, support's client in another, each
// on its own WebSocket to the same server, talking through it.

type Desk = { frames: () => Promise<ChatSocketEvent[]>; post: (path: string, body?: object) => Promise<unknown> };

/** Support's client: a browser context of its own holding the desk's socket, answering over the operator API. */
async function openDesk(page: Page, token: string): Promise<Desk> {
  await page.goto(`${baseUrl('main')}/wps/system/status`);
  await page.evaluate(
    async ({ path, token: deskToken }) => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      const socket = new WebSocket(`ws://${location.host}${path}`);
      socket.onmessage = (event) => heard.push(JSON.parse(String(event.data)));
      await new Promise((resolve) => (socket.onopen = resolve));
      socket.send(JSON.stringify({ type: 'auth', token: deskToken }));
    },
    { path: CHAT_SOCKET_PATHS.operator, token },
  );
  return {
    frames: () => page.evaluate(() => (window as unknown as { heard: ChatSocketEvent[] }).heard),
    post: (path, body = {}) =>
      page.evaluate(
        async ({ path: url, body: data, token: deskToken, merchant }) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { authorization: deskToken, 'content-type': 'application/json', merchant },
            body: JSON.stringify(data),
          });
          return (await response.json()) as unknown;
        },
        { path, body, token, merchant: MERCHANT },
      ),
  };
}

test('a player and support chat in real time, each in a browser context of their own', async ({
  player,
  clientIp,
  browser,
}) => {
  const account = await registerByApi(clientIp);
  await storeLogin(player, account.login);
  const support = await apiCall<OperatorSession>('POST', OPS_API.login, {
    data: { username: 'support', password: 'SupportDemo-2024' },
    ip: clientIp,
  });
  const deskContext = await browser.newContext();
  const desk = await openDesk(await deskContext.newPage(), support.value.token);
  await expect.poll(async () => (await desk.frames()).some((frame) => frame.type === 'ready')).toBe(true);

  // the page the chat url leads to, as the message centre opens it
  const url = await apiCall<{ chatUrl: string }>('GET', `${API.chatUrl}?b2c=1&title=Support&headerColor=%23123456`, {
    token: account.login.token,
    ip: clientIp,
  });
  await player.goto(url.value.chatUrl);
  await expect(player.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(player.getByText('Write to start a chat with support')).toBeVisible();
  const box = player.getByRole('textbox', { name: 'Message' });
  await box.fill('Hello, my GCash deposit is missing');
  await box.press('Enter');
  const log = player.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Hello, my GCash deposit is missing')).toBeVisible();
  await expect(player.getByText('Waiting for an agent…')).toBeVisible();

  // the desk hears the new conversation and its message as they happen
  let conversationId = '';
  await expect
    .poll(async () => {
      const heard = (await desk.frames()).find(
        (frame) => frame.type === 'message' && frame.message.text === 'Hello, my GCash deposit is missing',
      );
      conversationId = heard?.type === 'message' ? heard.message.conversationId : '';
      return conversationId;
    })
    .not.toBe('');

  await desk.post(OPS_API.chatMessages(conversationId), { clientId: randomUUID(), text: 'Hi! Let me check it.' });
  await expect(log.getByText('Hi! Let me check it.')).toBeVisible();
  await expect(log.getByText('support joined the conversation')).toBeVisible();
  await expect(player.getByText('support is helping you')).toBeVisible();

  // the page with both sides of a conversation on it, in the caller's header colour
  const results = await new AxeBuilder({ page: player }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await box.fill('Thank you');
  await player.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(async () =>
      (await desk.frames()).some((frame) => frame.type === 'message' && frame.message.text === 'Thank you'),
    )
    .toBe(true);

  await desk.post(OPS_API.chatClose(conversationId));
  await expect(log.getByText('The conversation was closed. Write again to start a new one.')).toBeVisible();
  await expect(player.getByText('This chat has ended')).toBeVisible();

  // back where the chat was opened from
  await player.getByRole('button', { name: 'Back' }).click();
  await expect(player).toHaveURL(/\/m\/message$/);
  await deskContext.close();
});

test('support answers from the back office desk while the player writes from the chat page', async ({
  player,
  clientIp,
  browser,
}) => {
  const account = await registerByApi(clientIp);
  await storeLogin(player, account.login);
  const url = await apiCall<{ chatUrl: string }>('GET', `${API.chatUrl}?b2c=1&title=Support`, {
    token: account.login.token,
    ip: clientIp,
  });
  await player.goto(url.value.chatUrl);
  const box = player.getByRole('textbox', { name: 'Message' });
  await box.fill('Is the weekend reload still on?');
  await box.press('Enter');
  const log = player.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Is the weekend reload still on?')).toBeVisible();

  // support's desk: the back office in a desktop browser of its own
  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await deskContext.newPage();
  await desk.goto(`${baseUrl('main')}/bo/`);
  await desk.getByLabel('Operator name').fill('support');
  await desk.getByLabel('Password').fill('SupportDemo-2024');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  await desk
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(account.username) })
    .click();
  const conversation = desk.getByRole('article', { name: `Conversation with ${account.username}` });
  await expect(conversation.getByRole('log', { name: 'Messages' })).toContainText('Is the weekend reload still on?');
  await conversation.getByRole('textbox', { name: 'Answer' }).fill('Yes, until Sunday midnight.');
  await conversation.getByRole('textbox', { name: 'Answer' }).press('Enter');

  // the player sees the answer as it is sent, and the desk the player's reply
  await expect(log.getByText('Yes, until Sunday midnight.')).toBeVisible();
  await box.fill('Great, thanks!');
  await box.press('Enter');
  await expect(conversation.getByRole('log', { name: 'Messages' })).toContainText('Great, thanks!');
  await deskContext.close();
});
