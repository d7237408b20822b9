import { expect, type Page } from '@playwright/test';
import { test as base } from './fixtures';
import { freshIp } from './accounts';

type AccountFixtures = {
  /** This test's own client address, sent as X-Forwarded-For by the page and by API set-up calls. */
  clientIp: string;
  /** A page that agreed to the disclaimer and talks to the server from `clientIp`. */
  player: Page;
};

// A failed log-in or a dead session answers 4xx on purpose; Chromium reports each as a console error.
const EXPECTED_HTTP_FAILURE = /^Failed to load resource: the server responded with a status of 4\d\d /;

export const test = base.extend<AccountFixtures>({
  // Service workers fetch on their own, without the page's headers; these flows do not need one.
  serviceWorkers: 'block',
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !EXPECTED_HTTP_FAILURE.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
  clientIp: async ({ page: _page }, use, testInfo) => {
    await use(freshIp(testInfo.workerIndex));
  },
  player: async ({ agreedPage, clientIp }, use) => {
    await agreedPage.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
    await use(agreedPage);
  },
});

export { expect };
