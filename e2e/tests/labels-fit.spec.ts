import type { Page } from '@playwright/test';
import { LANGUAGE_LOCALE, LANGUAGES, STORAGE_KEYS, type LanguageCode } from '@palaro/contract/constants';
import { expect, test } from '../support/account-fixtures';
import { storeMemberSession } from '../support/session';

// The narrowest phone the app is laid out for: every language's labels must fit there on one line.
test.use({ viewport: { width: 360, height: 780 } });

/** Labels that must read whole on one line: the bottom menu, the header, and every tab bar. */
const LABELS = [
  '.bottom-menu__label',
  '.bottom-menu__item',
  '.app-header__name',
  '.app-header .button',
  '.app-header a',
  '[role="tab"]',
].join(', ');

type Misfit = { text: string; why: string };

/** Each visible label whose text is cut (wider than its box) or runs onto a second line. */
function misfits(page: Page): Promise<Misfit[]> {
  return page.locator(LABELS).evaluateAll((elements) =>
    elements.flatMap((element): Misfit[] => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      const text = (element.textContent ?? '').trim();
      if (element.scrollWidth > element.clientWidth)
        return [{ text, why: `cut: needs ${element.scrollWidth}px, has ${element.clientWidth}px` }];
      // each line of text is a row of boxes; a row starting clearly below the first is a second line (icons are not text)
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.push(rect.top);
      }
      const lines = tops.length === 0 ? 0 : new Set(tops.map((top) => Math.round((top - Math.min(...tops)) / 8))).size;
      return lines > 1 ? [{ text, why: `${lines} lines` }] : [];
    }),
  );
}

/** Opens `path` in `language` and waits for what it lays out: the tab bar where there is one, else the bottom menu. */
async function openIn(page: Page, language: LanguageCode, path: string, tabs: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_LOCALE[language]);
  await expect(
    tabs ? page.getByRole('tab').first() : page.getByRole('navigation', { name: 'Bottom menu' }),
  ).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const language of LANGUAGES) {
  test.describe(`${language} at 360 px`, () => {
    test.beforeEach(async ({ player: page }) => {
      await page.addInitScript(([key, code]) => window.localStorage.setItem(key, code), [
        STORAGE_KEYS.language,
        language,
      ] as const);
    });

    test("a guest's header, bottom menu and log-in and sign-up tabs keep every label whole on one line", async ({
      player: page,
    }) => {
      const found: Record<string, Misfit[]> = {};
      for (const path of ['/m/home', '/m/login', '/m/register']) {
        await openIn(page, language, path, path !== '/m/home');
        found[path] = await misfits(page);
      }
      expect(found).toEqual({ '/m/home': [], '/m/login': [], '/m/register': [] });
    });

    test('the app-download bar says its title and line whole, on as many lines as they need', async ({
      player: page,
    }) => {
      await openIn(page, language, '/m/home', false);
      const bar = page.locator('.download-banner');
      await expect(bar).toBeVisible();
      const cut = await bar
        .locator('.download-banner__title, .download-banner__subtitle')
        .evaluateAll((elements) =>
          elements
            .filter(
              (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
            )
            .map((element) => element.textContent),
        );
      expect(cut).toEqual([]);
    });

    test("the slots lobby's players-online figures and the wallet transfer's choices read whole", async ({
      player: page,
    }) => {
      await storeMemberSession(page);
      await openIn(page, language, '/m/gameCenter?gameType=RNG', false);
      const pills = page.locator('.game-tile__online');
      await expect(pills.first()).toBeVisible();
      const cutPills = await pills.evaluateAll((elements) =>
        elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent),
      );
      expect(cutPills, 'players-online pills cut').toEqual([]);

      await openIn(page, language, '/m/member/wallet', false);
      const choices = page.locator('.transfer-route select');
      await expect(choices).toHaveCount(2);
      // a closed select shows its chosen option's words in the room its padding and arrow leave
      const cutChoices = await choices.evaluateAll((elements) =>
        (elements as HTMLSelectElement[]).flatMap((select) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) return ['no canvas'];
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = select.selectedOptions[0]?.text ?? '';
          const ARROW = 20;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW;
          return context.measureText(text).width > room
            ? [`${text}: needs ${Math.ceil(context.measureText(text).width)}px, has ${Math.floor(room)}px`]
            : [];
        }),
      );
      expect(cutChoices, 'transfer choices cut').toEqual([]);
    });

    test("a member's header with the nickname, bottom menu and money tabs keep every label whole on one line", async ({
      player: page,
    }) => {
      await storeMemberSession(page);
      const found: Record<string, Misfit[]> = {};
      await openIn(page, language, '/m/home', false);
      await expect(page.getByRole('banner').getByText('Demo Player', { exact: true })).toBeVisible();
      found['/m/home'] = await misfits(page);
      for (const path of ['/m/member/home', '/m/voucherCenter', '/m/withdraw']) {
        await openIn(page, language, path, path !== '/m/member/home');
        found[path] = await misfits(page);
      }
      expect(found).toEqual({ '/m/home': [], '/m/member/home': [], '/m/voucherCenter': [], '/m/withdraw': [] });
    });
  });
}
