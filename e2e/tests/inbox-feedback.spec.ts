import { OPS_API, type OpsFeedback, type OpsInboxMessage } from '@palaro/contract';
import { test, expect } from '../support/fixtures';
import { apiCall } from '../support/api';
import { freshIp, registerByApi } from '../support/accounts';
import { operatorLogin } from '../support/money';
import { baseUrl } from '../support/servers';
import { storeLogin } from '../support/session';

// Issue 18: an operator's inbox message reaches the one player it is for; a player's feedback with an image reaches
// the operators, and their answer arrives in the player's inbox. On the content server.

const content = baseUrl('content');
const opsIp = '10.251.0.2';

type Page<T> = { list: T[]; pageNum: number; totalPages: number; total: number };

// a 1x1 png
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an inbox message sent to one player shows for that player only, with its badge in the message centre', async ({
  agreedPage: page,
  browser,
}, testInfo) => {
  const reader = await registerByApi(freshIp(testInfo.workerIndex), 'content');
  const other = await registerByApi(freshIp(testInfo.workerIndex), 'content');
  const token = await operatorLogin('admin', opsIp, 'content');
  const sent = await apiCall<OpsInboxMessage>('POST', OPS_API.inbox, {
    data: {
      audience: { kind: 'player', username: reader.username },
      texts: { EN: { title: 'Your withdrawal is on its way', content: '<p>It reaches your bank <b>today</b>.</p>' } },
    },
    token,
    ip: opsIp,
    server: 'content',
  });
  expect(sent.success, `send: ${sent.errorCode ?? ''} ${sent.message ?? ''}`).toBe(true);
  expect(sent.value.recipients).toBe(1);

  await storeLogin(page, reader.login);
  await page.goto(`${content}/m/message`);
  const messages = page.getByRole('link', { name: /^Messages/ });
  await expect(messages.getByRole('status', { name: '1 unread' })).toHaveText('1');
  await messages.click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await page.getByRole('link', { name: /Your withdrawal is on its way/ }).click();
  const detail = page.getByRole('article', { name: 'Your withdrawal is on its way' });
  await expect(detail).toContainText('It reaches your bank today.');
  await page.goto(`${content}/m/message`);
  await expect(page.getByRole('link', { name: /^Messages/ }).getByRole('status')).toHaveCount(0);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => window.sessionStorage.setItem('MC_DISCLAIMER_AGREED', '1'));
  const otherPage = await context.newPage();
  await storeLogin(otherPage, other.login);
  await otherPage.goto(`${content}/m/webEmail`);
  await expect(otherPage.getByText('No messages yet.')).toBeVisible();
  await context.close();
});

test('a feedback with an image is sent, and the operator’s answer arrives in the player’s inbox', async ({
  agreedPage: page,
}, testInfo) => {
  const player = await registerByApi(freshIp(testInfo.workerIndex), 'content');
  await storeLogin(page, player.login);
  await page.goto(`${content}/m/feedback`);
  await page.getByText('Withdrawal issues').click();
  await page.getByRole('textbox', { name: 'Description' }).fill('My withdrawal has been pending since yesterday.');
  await expect(page.getByText('47/200')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await page.getByRole('textbox', { name: /Verification code/ }).fill('1234');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Sent successfully')).toBeVisible();

  const token = await operatorLogin('admin', opsIp, 'content');
  const queue = await apiCall<Page<OpsFeedback>>('GET', `${OPS_API.feedback}?player=${player.username}`, {
    token,
    ip: opsIp,
    server: 'content',
  });
  expect(queue.value.list).toHaveLength(1);
  const feedback = queue.value.list[0]!;
  expect(feedback).toMatchObject({
    type: 2,
    content: 'My withdrawal has been pending since yesterday.',
    status: 'open',
  });
  expect(feedback.images).toHaveLength(1);
  const reply = await apiCall<OpsFeedback>('POST', OPS_API.feedbackReply(feedback.id), {
    data: { texts: { EN: { title: 'About your withdrawal', content: '<p>It was paid this morning.</p>' } } },
    token,
    ip: opsIp,
    server: 'content',
  });
  expect(reply.success, `reply: ${reply.errorCode ?? ''} ${reply.message ?? ''}`).toBe(true);

  await page.goto(`${content}/m/webEmail`);
  const row = page.getByRole('link', { name: /About your withdrawal/ });
  await expect(row).toContainText('Feedback reply');
  await row.click();
  await expect(page.getByRole('article', { name: 'About your withdrawal' })).toContainText('It was paid this morning.');
});
