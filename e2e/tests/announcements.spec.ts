import { API, OPS_API, type AnnouncementsResponse, type OpsAnnouncement } from '@palaro/contract';
import { test, expect } from '../support/fixtures';
import { apiCall, DEMO, loginByApi } from '../support/api';
import { operatorLogin } from '../support/money';
import { baseUrl } from '../support/servers';
import { storeLogin } from '../support/session';

// Issue 18: an operator publishes announcements and popups through the operator API; guests and players each see
// their own segment's. Everything here runs on the content server, whose visitors all see what is published.

test.describe.configure({ mode: 'serial' });

const content = baseUrl('content');
const opsIp = '10.251.0.1';
const DAY = Date.UTC(2026, 10, 26, 12, 0);
const notice = {
  title: 'Server upgrade tonight',
  content: '<p>Games pause from 02:00 to 03:00. See <a href="/m/help">the help centre</a>.</p>',
};

async function publish(token: string, input: Record<string, unknown>): Promise<OpsAnnouncement> {
  const reply = await apiCall<OpsAnnouncement>('POST', OPS_API.announcements, {
    data: input,
    token,
    ip: opsIp,
    server: 'content',
  });
  expect(reply.success, `publish: ${reply.errorCode ?? ''} ${reply.message ?? ''}`).toBe(true);
  return reply.value;
}

const popupOptions = { closable: true, hideToday: true, forcedReading: false, preferRegister: true };

test.beforeAll(async () => {
  const token = await operatorLogin('admin', opsIp, 'content');
  // a clean slate: what the demo content published is retired first
  const listed = await apiCall<OpsAnnouncement[]>('GET', OPS_API.announcements, {
    token,
    ip: opsIp,
    server: 'content',
  });
  for (const item of listed.value.filter((entry) => entry.retiredAt === null))
    await apiCall('POST', OPS_API.announcementRetire(item.id), { token, ip: opsIp, server: 'content' });
  const from = Date.now() - 60_000;
  await publish(token, { type: 'PL', execution: ['A', 'B'], texts: { EN: notice }, startAt: from });
  await publish(token, {
    type: 'PU',
    execution: ['B'],
    texts: {
      EN: { title: 'Welcome bonus for new players', content: '<p>Sign up and get 100% on your first deposit.</p>' },
    },
    promotionType: 'deposit_promo',
    popup: popupOptions,
    startAt: from,
  });
  await publish(token, {
    type: 'PU',
    execution: ['A', 'F'],
    texts: { EN: { title: 'VIP week', content: '<p>Double points on every slot spin.</p>' } },
    popup: { ...popupOptions, preferRegister: false },
    startAt: from,
  });
});

test('a guest sees the notice and only the guests’ popup, which "do not show today" keeps away until midnight', async ({
  agreedPage: page,
}) => {
  await page.clock.setFixedTime(new Date(DAY));
  await page.goto(`${content}/m/home`);
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(notice.title);
  const popup = page.getByRole('dialog', { name: 'Welcome bonus for new players' });
  await expect(popup).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'VIP week' })).toHaveCount(0);
  await expect(page.locator('body')).toHaveClass(/popup-on/);
  await expect(popup.getByRole('checkbox', { name: 'Do not show again today' })).toBeChecked();
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/popup-on/);

  // later the same day: not again
  await page.clock.setFixedTime(new Date(DAY + 6 * 3600_000));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(notice.title);
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog', { name: 'Welcome bonus for new players' })).toHaveCount(0);

  // after local midnight it is back; its "Go to activity" leads a guest to sign up, as the popup prefers
  await page.clock.setFixedTime(new Date(DAY + 24 * 3600_000));
  await page.reload();
  await popup.getByRole('button', { name: 'Go to activity' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('a player sees the players’ popup, reads the notice on /m/notice and the unread badge goes', async ({
  agreedPage: page,
}) => {
  const login = await loginByApi(DEMO.username, DEMO.password, 'content');
  await storeLogin(page, login);
  await page.goto(`${content}/m/home`);
  const popup = page.getByRole('dialog', { name: 'VIP week' });
  await expect(popup).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome bonus for new players' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  await page.getByRole('region', { name: 'Announcements' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  const list = page.getByRole('region', { name: /Announcements/ });
  await expect(list.getByLabel('1 unread')).toHaveText('1');
  await list.getByRole('link', { name: new RegExp(notice.title) }).click();
  const detail = page.getByRole('article', { name: notice.title });
  await expect(detail).toContainText('Games pause from 02:00 to 03:00.');
  await expect
    .poll(async () => {
      const reply = await apiCall<AnnouncementsResponse>('GET', `${API.announcements}?types=PL`, {
        token: login.token,
        server: 'content',
      });
      return reply.value.player.map((item) => [item.title, item.read]);
    })
    .toEqual([[notice.title, true]]);

  // an in-app link of the content moves within the app
  await detail.getByRole('link', { name: 'the help centre' }).click();
  await expect(page).toHaveURL(/\/m\/help$/);
  await page.goBack();
  await page.getByRole('link', { name: 'All announcements' }).click();
  await expect(
    page.getByRole('region', { name: /Announcements/ }).getByRole('link', { name: new RegExp(notice.title) }),
  ).not.toContainText('Unread');
  await expect(page.getByLabel(/unread/)).toHaveCount(0);
});
