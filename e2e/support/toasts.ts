import type { Page } from '@playwright/test';

/** An information toast (SPEC 9 toasts), announced through the status region. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** An error toast, announced through the alert region. */
export function errorToast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}
