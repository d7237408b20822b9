import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { lobby } from '../support/games';

// SPEC 2.3 game tile at 390 px: a name takes two lines before it is cut, the "playing" pill covers no words, and
// every game shows art of its own.

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Lines the element's text is laid out on, and whether any of it is cut off. */
const layoutOf = (name: Locator) =>
  name.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
    return { lines: tops.size, cut: element.scrollHeight > element.clientHeight + 1 };
  });

async function checkTiles(tiles: Locator): Promise<void> {
  const count = await tiles.count();
  expect(count).toBeGreaterThan(2);
  let twoLines = 0;
  const icons = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const tile = tiles.nth(index);
    await tile.scrollIntoViewIfNeeded();
    const name = tile.locator('.game-tile__name');
    const layout = await layoutOf(name);
    const label = (await name.textContent()) ?? '';
    // every demo name fits in two lines at this width: none is cut
    expect(layout.cut, `${label} is cut`).toBe(false);
    expect(layout.lines, label).toBeLessThanOrEqual(2);
    if (layout.lines === 2) twoLines += 1;

    const icon = tile.locator('img.game-tile__icon');
    await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { message: label }).toBe(240);
    icons.add((await icon.getAttribute('src')) ?? '');

    // the pill and every word of the tile measured in one look, so a row that re-renders cannot leave a stale box
    const boxes = await tile.evaluate((element) => {
      const box = (found: Element | null) => {
        if (!found) return null;
        const { x, y, width, height } = found.getBoundingClientRect();
        return { x, y, width, height };
      };
      const words = ['.game-tile__name', '.game-tile__vendor', '.game-tile__badge', 'button[aria-label^="Favourite"]'];
      return { pill: box(element.querySelector('.game-tile__online')), words: words.map((selector) => ({ selector, box: box(element.querySelector(selector)) })) };
    });
    const pillBox = boxes.pill;
    if (!pillBox) continue;
    for (const { selector, box } of boxes.words) {
      if (box) expect(overlaps(pillBox, box), `${label}: the pill over ${selector}`).toBe(false);
    }
  }
  expect(twoLines, 'long names wrap onto a second line').toBeGreaterThan(0);
  expect(icons.size, 'each game its own art').toBe(count);
}

test('the slots lobby: long names on two lines, pills clear of every word, art of its own per game', async ({ agreedPage: page }) => {
  await page.goto('/m/gameCenter?gameType=RNG');
  const { tiles } = lobby(page);
  await expect(tiles).toHaveCount(9);
  await expect(tiles.filter({ hasText: 'Golden Carabao' }).locator('.game-tile__online')).toBeVisible();
  expect((await layoutOf(tiles.filter({ hasText: 'Rice Terrace Wilds' }).locator('.game-tile__name'))).lines).toBe(2);
  await checkTiles(tiles);
});

test('the slots row on home: the same tiles', async ({ agreedPage: page }) => {
  await page.goto('/m/home');
  const row = page.getByRole('region', { name: 'Slots' });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('article').first()).toBeVisible();
  await checkTiles(row.getByRole('article'));
});
