import { test as base, expect, type Page } from '@playwright/test';
import { recordToasts } from './toasts';

const DISCLAIMER_KEY = 'MC_DISCLAIMER_AGREED';

type Fixtures = {
  /** Every console error or uncaught page error seen during the test; asserted empty at the end. */
  consoleErrors: string[];
  /** A page whose visitor has already agreed to the age and terms disclaimer. */
  agreedPage: Page;
  /** Every document of the test's context notes the toasts it shows (expectToast asks it). */
  toastRecord: void;
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  toastRecord: [
    async ({ context }, use) => {
      await recordToasts(context);
      await use();
    },
    { auto: true },
  ],
  agreedPage: async ({ page }, use) => {
    // init scripts run in every frame; only the app's own document is ours to prepare (an embedded video site's is not)
    await page.addInitScript((key) => {
      if (window === window.top) window.sessionStorage.setItem(key, '1');
    }, DISCLAIMER_KEY);
    // as agreeing does: the session cookie that tells the server to draw pages without the disclaimer
    await page.context().addCookies([{ name: DISCLAIMER_KEY, value: '1', domain: '127.0.0.1', path: '/m' }]);
    await use(page);
  },
});

export { expect };
