import type { Page } from '@playwright/test';
import type { LoginValue } from '@palaro/contract';
import { DEMO, loginByApi, MERCHANT } from './api';
import type { ServerName } from './servers';

type Account = { username: string; password: string };

// One log-in per account and test worker: the server allows only so many log-ins per IP and minute,
// and screens that merely need "a member" can share one session.
const shared = new Map<string, Promise<LoginValue>>();

function sharedLogin(account: Account, server: ServerName): Promise<LoginValue> {
  const key = `${server}:${account.username}`;
  let login = shared.get(key);
  if (!login) {
    login = loginByApi(account.username, account.password, server);
    shared.set(key, login);
  }
  return login;
}

/** Stores a session as the web app does (MC_SESSION_INFO, SPEC 3) before the page's scripts run. */
export async function storeLogin(page: Page, login: LoginValue): Promise<void> {
  const info = {
    token: login.token,
    merchantCode: MERCHANT,
    userName: login.userName,
    type: login.type,
    firstTimeLogin: login.firstTimeLogin,
    id: login.id,
  };
  // init scripts run in every frame: only the app's top document holds the session
  await page.addInitScript((stored) => {
    if (window === window.top) window.localStorage.setItem('MC_SESSION_INFO', stored);
  }, JSON.stringify(info));
}

/** A shared, already logged-in session of `account`, stored in the page. Tests that log out need their own. */
export async function storeSession(page: Page, account: Account, server: ServerName = 'main'): Promise<void> {
  await storeLogin(page, await sharedLogin(account, server));
}

/** The demo member (type 0) logged in, for screens that need any member. */
export async function storeMemberSession(page: Page): Promise<void> {
  await storeSession(page, DEMO);
}
