import { expect, type BrowserContext, type Page } from '@playwright/test';

/** An information toast (SPEC 9 toasts), announced through the status region. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

/** An error toast, announced through the alert region. */
export function errorToast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

type Tone = 'info' | 'error';
type ToastRecord = { shown: { text: string; tone: Tone }[]; taken: number };

declare global {
  interface Window {
    /** Every toast the document showed, in order, and how many of them tests have already taken (see recordToasts). */
    __toasts?: ToastRecord;
  }
}

/**
 * Notes every toast each document of the context shows, from its first script on. A toast lasts 2 s (SPEC 9); on a
 * loaded machine a check that polls the page for it can start after it already left, so tests ask the record what was
 * shown (expectToast) and still prove the page said it. The fixtures record every test's own context.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (window !== window.top) return;
    const record: ToastRecord = { shown: [], taken: 0 };
    window.__toasts = record;
    const seen = new WeakSet<Element>();
    const note = () => {
      document.querySelectorAll('.toast').forEach((item) => {
        const text = item.textContent?.trim();
        if (!text || seen.has(item)) return;
        seen.add(item);
        record.shown.push({ text, tone: item.closest('[role="alert"]') ? 'error' : 'info' });
      });
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * Takes the first toast of the tone with the text that the page showed after the last one taken: it passes whether the
 * toast is still up or came and went already, and a second call for the same text wants a second toast.
 */
async function takeToast(page: Page, tone: Tone, text: string | RegExp): Promise<string[] | true> {
  const pattern = typeof text === 'string' ? { source: text, plain: true } : { source: text.source, plain: false };
  return page.evaluate(
    ({ tone, pattern, flags }) => {
      const record = window.__toasts;
      if (!record) return ['(this page records no toasts: its context was not made by the fixtures)'];
      const matches = (shown: string) =>
        pattern.plain ? shown.includes(pattern.source) : new RegExp(pattern.source, flags).test(shown);
      const index = record.shown.findIndex(
        (item, at) => at >= record.taken && item.tone === tone && matches(item.text),
      );
      if (index < 0) return record.shown.map((item) => `${item.tone}: ${item.text}`);
      record.taken = index + 1;
      return true;
    },
    { tone, pattern, flags: typeof text === 'string' ? '' : text.flags },
  );
}

async function expectTaken(page: Page, tone: Tone, text: string | RegExp): Promise<void> {
  let shown: string[] = [];
  const taken = async () => {
    try {
      const answer = await takeToast(page, tone, text);
      if (answer === true) return true;
      shown = answer;
    } catch {
      // the page was between two documents; the next poll asks the new one
    }
    return false;
  };
  try {
    await expect.poll(taken).toBe(true);
  } catch {
    throw new Error(`No ${tone} toast with "${String(text)}"; the page showed ${JSON.stringify(shown)}`);
  }
}

/** The page showed an information toast with the text (it may already have gone). */
export function expectToast(page: Page, text: string | RegExp): Promise<void> {
  return expectTaken(page, 'info', text);
}

/** The page showed an error toast with the text (it may already have gone). */
export function expectErrorToast(page: Page, text: string | RegExp): Promise<void> {
  return expectTaken(page, 'error', text);
}
