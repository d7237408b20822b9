import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { lobby } from '../support/games';

// SPEC 2.3 game tile at 390 px: a name takes two lines before it is cut, the "playing" pill covers no words, and
// every game shows art of its own.

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Lines the element's text is laid out on, and whether any of it is cut off. */
const layoutOf = (name: Locator) =>
  name.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
    return { lines: tops.size, cut: element.scrollHeight > element.clientHeight + 1 };
  });

type TileLook = {
  label: string;
  lines: number;
  cut: boolean;
  iconWidth: number;
  iconSrc: string;
  pill: Box | null;
  words: { selector: string; box: Box | null }[];
};

/**
 * Every tile looked at in one pass inside the page: each is scrolled into view (its art is lazy), its art awaited,
 * then its name's lines, its icon and the boxes of its pill and words measured together, so a row that re-renders
 * cannot leave a stale box and a slow machine pays one round trip rather than several per tile.
 */
const lookAtTiles = (tiles: Locator) =>
  tiles.evaluateAll(async (elements): Promise<TileLook[]> => {
    const box = (found: Element | null) => {
      if (!found) return null;
      const { x, y, width, height } = found.getBoundingClientRect();
      return { x, y, width, height };
    };
    const looks: TileLook[] = [];
    for (const element of elements) {
      element.scrollIntoView({ block: 'center', inline: 'center' });
      // a lazy image starts loading once in view: wait (up to 10 s) until it has its pixels, looking it up afresh each
      // time in case the tile re-rendered it
      const iconOf = () => element.querySelector<HTMLImageElement>('img.game-tile__icon');
      for (
        let waited = 0;
        waited < 10_000 && !(iconOf()?.complete && (iconOf()?.naturalWidth ?? 0) > 0);
        waited += 50
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const icon = iconOf();
      const name = element.querySelector('.game-tile__name');
      const range = document.createRange();
      if (name) range.selectNodeContents(name);
      const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      const words = ['.game-tile__name', '.game-tile__vendor', '.game-tile__badge', 'button[aria-label^="Favourite"]'];
      looks.push({
        label: name?.textContent ?? '',
        lines: tops.size,
        cut: name ? name.scrollHeight > name.clientHeight + 1 : true,
        iconWidth: icon?.complete ? icon.naturalWidth : 0,
        iconSrc: icon?.getAttribute('src') ?? '',
        pill: box(element.querySelector('.game-tile__online')),
        words: words.map((selector) => ({ selector, box: box(element.querySelector(selector)) })),
      });
    }
    return looks;
  });

async function checkTiles(tiles: Locator): Promise<void> {
  // a row that re-renders while it is looked at leaves detached tiles behind: look again, the whole row at once
  let looks: TileLook[] = [];
  await expect(async () => {
    looks = await lookAtTiles(tiles);
    expect(looks.filter((look) => look.iconWidth === 0).map((look) => look.label)).toEqual([]);
  }).toPass({ timeout: 20_000 });
  expect(looks.length).toBeGreaterThan(2);
  for (const look of looks) {
    // every demo name fits in two lines at this width: none is cut
    expect(look.cut, `${look.label} is cut`).toBe(false);
    expect(look.lines, look.label).toBeLessThanOrEqual(2);
    expect(look.iconWidth, `${look.label}: its art loaded`).toBe(240);
    const pill = look.pill;
    if (!pill) continue;
    for (const { selector, box } of look.words) {
      if (box) expect(overlaps(pill, box), `${look.label}: the pill over ${selector}`).toBe(false);
    }
  }
  expect(looks.filter((look) => look.lines === 2).length, 'long names wrap onto a second line').toBeGreaterThan(0);
  expect(new Set(looks.map((look) => look.iconSrc)).size, 'each game its own art').toBe(looks.length);
}

test('the slots lobby: long names on two lines, pills clear of every word, art of its own per game', async ({
  agreedPage: page,
}) => {
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
