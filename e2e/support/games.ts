import type { Locator, Page } from '@playwright/test';
import { API, type LoginValue } from '@palaro/contract';
import { apiCall } from './api';
import type { ServerName } from './servers';

// Helpers for the game screens: the lobby's parts by their accessible names, and a fresh trial player with play money.

export const lobby = (page: Page) => ({
  categories: page.getByRole('navigation', { name: 'Game categories' }),
  classify: page.getByRole('group', { name: 'Show' }),
  vendors: page.getByRole('group', { name: 'Providers' }),
  search: page.getByRole('searchbox', { name: 'Search games' }),
  results: page.locator('section').filter({ has: page.locator('#lobby-heading') }),
  tiles: page
    .locator('section')
    .filter({ has: page.locator('#lobby-heading') })
    .getByRole('article'),
  more: page.getByRole('button', { name: 'More games' }),
  pager: page.getByRole('status', { name: /^Page \d+ of \d+$/ }),
});

/** The game name's own button inside a tile (the star is the other button). */
export function playButton(scope: Page | Locator, name: string): Locator {
  return scope
    .getByRole('article')
    .filter({ has: scope.getByText(name, { exact: true }) })
    .getByRole('button', { name, exact: true });
}

export function star(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name: `Favourite: ${name}`, exact: true });
}

/** A new free-trial account (SPEC 3: type 4, its trial balance booked through the ledger), from `ip`. */
export async function freePlayByApi(ip: string, server: ServerName = 'main'): Promise<LoginValue> {
  const reply = await apiCall<LoginValue>('POST', API.freeplay, { ip, server });
  if (!reply.success) throw new Error(`free play failed: ${reply.errorCode ?? ''} ${reply.message ?? ''}`);
  return reply.value;
}
