import { expect, type Locator } from '@playwright/test';

/**
 * What a player sees over the whole of an element: the element itself (or something inside it) at every point of a
 * 3x3 grid across it, never a bar, toast or dialog drawn over any part. Scrolls it into view first, as a player would,
 * and waits for running animations (a dialog sliding in; not the endless ones) to end. Checks at once, without retrying: a message that
 * covers the element only until it expires still covers it.
 */
export async function expectUncovered(target: Locator, what = 'the element'): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const covering = await target.evaluate(async (element) => {
    // spinners turn forever; only the animations that end are waited for
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const box = element.getBoundingClientRect();
    const found: string[] = [];
    for (const x of [0.1, 0.5, 0.9]) {
      for (const y of [0.15, 0.5, 0.85]) {
        const hit = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
        // an ancestor answers where a rounded element's box is outside its shape: nothing is drawn over it there
        if (hit && hit !== element && !element.contains(hit) && !hit.contains(element)) {
          found.push(
            `${hit.tagName.toLowerCase()}.${Array.from(hit.classList).join('.')} "${(hit.textContent ?? '').trim().slice(0, 60)}"`,
          );
        }
      }
    }
    return [...new Set(found)];
  });
  expect(covering, `${what} is covered`).toEqual([]);
}
