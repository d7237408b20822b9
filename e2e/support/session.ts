import type { Page } from '@playwright/test';

/** A stored member session, for screens whose layout is checked before log-in exists in the test. */
export async function storeMemberSession(page: Page, type = 0): Promise<void> {
  await page.addInitScript((memberType) => {
    window.localStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ token: 'layout-check', merchantCode: 'PALARO', userName: 'layout', type: memberType, firstTimeLogin: false }),
    );
  }, type);
}
