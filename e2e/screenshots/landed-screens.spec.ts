import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { API, type LaunchGame } from '@palaro/contract';
import { STORAGE_KEYS } from '@palaro/contract/constants';
import { test } from '../support/account-fixtures';
import { registerByApi } from '../support/accounts';
import { apiCall, DEMO } from '../support/api';
import { freePlayByApi, playColorGameByApi } from '../support/games';
import { baseUrl } from '../support/servers';
import { storeLogin, storeSession } from '../support/session';

// `npm run screenshots`: every landed screen at 390x844, in both themes, in English and in Tagalog, written to
// .tmp/screenshots/<language>-<theme>/ for a person to look at. Selectors avoid visible words, which change with
// the language; each screen is its own test, so one that cannot be reached does not hide the others.

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../.tmp/screenshots');
const MAX_SCREENFULS = 6;
const COMBINATIONS = [
  { language: 'EN', theme: 'dark' },
  { language: 'EN', theme: 'light' },
  { language: 'TL', theme: 'dark' },
  { language: 'TL', theme: 'light' },
] as const;

type Who = 'guest' | 'member' | 'fresh' | 'trial';
/** `scroll`: the page is long; it is shown a screenful at a time (fixed bars where a phone shows them, rows loaded as they come into view). */
type Screen = {
  name: string;
  path: string;
  who: Who;
  server?: 'main' | 'games';
  scroll?: boolean;
  act?: (page: Page) => Promise<void>;
};

const submit = (page: Page) => page.locator('form button[type="submit"]').first();

async function failLogins(page: Page): Promise<void> {
  const form = page.locator('form').first();
  await form
    .locator('input[autocomplete="username"], input[type="text"]')
    .first()
    .fill(`shot${Date.now().toString(36)}`);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await form.locator('input[type="password"]').fill(`Wrong${attempt}pass`);
    const answer = page.waitForResponse((response) => response.url().endsWith('/wps/session/login'));
    await submit(page).click();
    await answer;
  }
  await page.waitForTimeout(600);
}

async function openGame(page: Page, name: string): Promise<void> {
  await page
    .getByRole('article')
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole('button', { name, exact: true })
    .first()
    .click();
  await page.frameLocator(`iframe[title="${name}"]`).locator('body').waitFor();
  await page.waitForTimeout(2500);
}

/** The stored session's token, for set-up calls made as the player on screen. */
async function tokenOnPage(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.sessionInfo);
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}

/** Plays one Color Game round as its page would, reveals its seed, and opens it from the transaction report. */
async function openPlayedRound(page: Page): Promise<void> {
  await playColorGameByApi(await tokenOnPage(page));
  await page.reload();
  await page.locator('a[href^="/m/member/round"]').first().click();
  await page.locator('.round-facts').first().waitFor();
}

/** One round of a simulated vendor's slot, played as its page plays it (launch, the game's page, a spin). */
async function playSlot(page: Page, token: string, stake: string): Promise<void> {
  const list = await apiCall<{ games: { nodeId: number }[] }>(
    'GET',
    `${API.gameList}?gameType=RNG&vassalage=LUMEN&pageSize=1`,
  );
  const launched = await apiCall<LaunchGame>('GET', `${API.launchGame}?nodeId=${list.value.games[0]?.nodeId}`, {
    token,
  });
  // the page's request context keeps the game's cookie, as the game's frame would
  const game = await page.request.get(new URL(launched.value.url, baseUrl('main')).toString());
  await page.request.post(`${game.url()}/round`, { data: { stake } });
}

/** Rounds of an Original and of a vendor's slot with a trial account's play money, shown in the game record. */
async function playedRecord(page: Page): Promise<void> {
  const token = await tokenOnPage(page);
  for (const stake of ['1000', '500']) await playColorGameByApi(token, undefined, stake);
  await playSlot(page, token, '2500');
  await playColorGameByApi(token, undefined, '200');
  await page.reload();
  await page.locator('.record-list').waitFor();
}

const SCREENS: Screen[] = [
  { name: 'home-guest', path: '/m/home', who: 'guest', scroll: true },
  { name: 'home-member', path: '/m/home', who: 'member', scroll: true },
  {
    name: 'drawer',
    path: '/m/home',
    who: 'member',
    act: async (page) => page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button').first().click(),
  },
  { name: 'login', path: '/m/login', who: 'guest' },
  { name: 'login-captcha', path: '/m/login', who: 'guest', act: failLogins },
  { name: 'register-username', path: '/m/register', who: 'guest', scroll: true },
  {
    name: 'register-mobile',
    path: '/m/register',
    who: 'guest',
    scroll: true,
    act: async (page) => page.getByRole('tab').nth(1).click(),
  },
  { name: 'forget', path: '/m/forget', who: 'guest' },
  { name: 'trail', path: '/m/trail', who: 'guest' },
  { name: 'member-home', path: '/m/member/home', who: 'member', scroll: true },
  { name: 'member-home-new-player', path: '/m/member/home', who: 'fresh', scroll: true },
  { name: 'member-home-trial', path: '/m/member/home', who: 'trial' },
  { name: 'wallet', path: '/m/member/wallet', who: 'member', scroll: true },
  { name: 'transactions', path: '/m/member/transactions', who: 'member', scroll: true },
  { name: 'transaction-round', path: '/m/member/transactions', who: 'member', scroll: true, act: openPlayedRound },
  { name: 'game-record', path: '/m/gameRecord', who: 'trial', scroll: true, act: playedRecord },
  { name: 'game-record-empty', path: '/m/gameRecord', who: 'fresh' },
  { name: 'security', path: '/m/member/security', who: 'member', scroll: true },
  { name: 'deposit', path: '/m/voucherCenter', who: 'member', scroll: true },
  { name: 'withdraw', path: '/m/withdraw', who: 'member', scroll: true },
  { name: 'change-password', path: '/m/changePsw', who: 'member' },
  {
    name: 'logout-dialog',
    path: '/m/home',
    who: 'member',
    act: async (page) => page.locator('header button').last().click(),
  },
  { name: 'game-center-lobby', path: '/m/gameCenter?gameType=lobby', who: 'member', scroll: true },
  {
    name: 'game-center-lobby-scrolled',
    path: '/m/gameCenter?gameType=lobby',
    who: 'member',
    act: async (page) => page.mouse.wheel(0, 900),
  },
  { name: 'game-center-rng', path: '/m/gameCenter?gameType=RNG', who: 'member', scroll: true },
  { name: 'game-center-local', path: '/m/gameCenter?gameType=LOCAL', who: 'member' },
  { name: 'game-list', path: '/m/gameList?gameType=RNG&vassalage=LUMEN', who: 'member', scroll: true },
  { name: 'providers', path: '/m/providers?vassalage=LUMEN', who: 'member' },
  { name: 'hot', path: '/m/hot', who: 'member' },
  { name: 'fav-guest', path: '/m/fav', who: 'guest' },
  { name: 'slots-center', path: '/m/slotsCenter', who: 'member' },
  // content and contact
  { name: 'notice', path: '/m/notice', who: 'member' },
  { name: 'notice-detail', path: '/m/notice?index=0', who: 'member', scroll: true },
  { name: 'help', path: '/m/help', who: 'guest', scroll: true },
  { name: 'help-faq', path: '/m/helpDetail?tag=faq', who: 'guest', scroll: true },
  { name: 'about', path: '/m/aboutus', who: 'guest', scroll: true },
  { name: 'app', path: '/m/app', who: 'guest', scroll: true },
  {
    name: 'app-popup',
    path: '/m/home',
    who: 'guest',
    act: async (page) => {
      // the announcement popups a guest sees first are closed, then the header's download button opens its popup
      for (let step = 0; step < 8 && (await page.locator('.announcement-popup__close').count()) > 0; step += 1) {
        await page.locator('.announcement-popup__close').first().click();
        await page.waitForTimeout(400);
      }
      await page.locator('.app-header__download').click();
    },
  },
  { name: 'message', path: '/m/message', who: 'member' },
  { name: 'inbox', path: '/m/webEmail', who: 'member', scroll: true },
  {
    name: 'inbox-select',
    path: '/m/webEmail',
    who: 'member',
    act: async (page) => page.locator('.inbox__toolbar > button').click(),
  },
  {
    name: 'inbox-detail',
    path: '/m/webEmail',
    who: 'member',
    act: async (page) => page.locator('.inbox-row').first().click(),
  },
  { name: 'inbox-empty', path: '/m/webEmail', who: 'fresh' },
  { name: 'feedback', path: '/m/feedback', who: 'member', scroll: true },
  ...['Isla Fortuna', 'Pista Fiesta', 'Kampana Classic', 'Color Game', 'Palaro Baccarat'].map(
    // the demo player: the games server does not trust X-Forwarded-For, so every free trial made there counts
    // against one address's hourly limit, which four runs of the five games pass
    (game): Screen => ({
      name: `original-${game.toLowerCase().replace(/ /g, '-')}`,
      path: '/m/gameCenter?gameType=LOCAL',
      who: 'member',
      server: 'games',
      act: (page) => openGame(page, game),
    }),
  ),
];

for (const { language, theme } of COMBINATIONS) {
  test.describe(`${language} ${theme}`, () => {
    for (const screen of SCREENS) {
      test(screen.name, async ({ player: page, clientIp }) => {
        await page.addInitScript(
          ({ keys, language: lang, theme: chosen }) => {
            if (window !== window.top) return;
            window.localStorage.setItem(keys.language, lang);
            window.localStorage.setItem(keys.theme, chosen);
            // the app-download bar shows on home as a first visit sees it
          },
          { keys: STORAGE_KEYS, language, theme },
        );
        const server = screen.server ?? 'main';
        if (screen.who === 'member') await storeSession(page, DEMO, server);
        if (screen.who === 'fresh') await storeLogin(page, (await registerByApi(clientIp)).login);
        if (screen.who === 'trial') await storeLogin(page, await freePlayByApi(clientIp, server));
        await page.goto(`${baseUrl(server)}${screen.path}`);
        await page.waitForLoadState('networkidle');
        await screen.act?.(page);
        await page.waitForTimeout(800);
        const dir = join(OUT, `${language.toLowerCase()}-${theme}`);
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: join(dir, `${screen.name}.png`), animations: 'disabled' });
        for (let part = 2; screen.scroll && part <= MAX_SCREENFULS; part += 1) {
          const moved = await page.evaluate(() => {
            const before = window.scrollY;
            window.scrollBy(0, window.innerHeight - 120);
            return window.scrollY !== before;
          });
          if (!moved) break;
          await page.waitForTimeout(700);
          await page.screenshot({ path: join(dir, `${screen.name}-${part}.png`), animations: 'disabled' });
        }
      });
    }
  });
}
