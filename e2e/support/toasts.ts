import type { Page } from '@playwright/test';

/** An information toast (SPEC 9 toasts), announced through the status region. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** An error toast, announced through the alert region. */
export function errorToast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

declare global {
  interface Window {
    /** Every error-toast text the page showed, in order (see recordErrorToasts). */
    __errorToasts?: string[];
  }
}

/**
 * Notes every error toast the page shows from its first script on, in each page it loads. A toast lasts 2 s (SPEC 9);
 * on a loaded machine a check that polls for it can start after it already left, so a test that follows one page after
 * another asks what was shown instead (shownErrorToasts) and still proves each page said it.
 */
export async function recordErrorToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    window.__errorToasts = shown;
    const note = () => {
      document.querySelectorAll('[role="alert"]').forEach((alert) => {
        const text = alert.textContent?.trim();
        if (text && shown.at(-1) !== text) shown.push(text);
      });
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The error toasts the current page has shown so far (recordErrorToasts must run before it loads). */
export function shownErrorToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__errorToasts ?? []);
}
