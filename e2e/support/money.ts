import { randomUUID } from 'node:crypto';
import { expect, type Locator } from '@playwright/test';
import { OPS_API, type OpsDeposit, type OpsWithdrawal, type OperatorSession } from '@palaro/contract';
import { apiCall } from './api';
import type { ServerName } from './servers';

export { expect, test } from './account-fixtures';

// The operator side of the money flows, through the real operator API (/ops) as the back office would use it,
// and what the money specs read off the screen. Operators are the demo ones the server seeds.

export const OPERATORS = {
  admin: { username: 'ops', password: 'OpsDemo-2024' },
  cashier: { username: 'cashier', password: 'CashierDemo-2024' },
} as const;

type Page<T> = { list: T[]; pageNum: number; totalPages: number; total: number };

function unwrap<T>(reply: { success: boolean; value: T; errorCode?: string; message?: string }, what: string): T {
  if (!reply.success) throw new Error(`${what} failed: ${reply.errorCode ?? ''} ${reply.message ?? ''}`);
  return reply.value;
}

/** An operator session of `role`, logged in from `ip` (operator log-ins are limited per IP too). */
export async function operatorLogin(
  role: keyof typeof OPERATORS,
  ip: string,
  server: ServerName = 'main',
): Promise<string> {
  const session = unwrap(
    await apiCall<OperatorSession>('POST', OPS_API.login, { data: OPERATORS[role], ip, server }),
    `operator log-in ${role}`,
  );
  return session.token;
}

/** Credits a player's main wallet through an audited operator adjustment (minor units). */
export async function fundPlayer(username: string, amountMinor: string, ip: string): Promise<void> {
  const token = await operatorLogin('admin', ip);
  const data = {
    requestId: randomUUID(),
    username,
    wallet: 'main',
    amount: amountMinor,
    reason: 'End-to-end test funding',
  };
  unwrap(await apiCall('POST', OPS_API.adjustments, { data, token, ip }), `fund ${username}`);
}

/** The player's pending orders of one kind, exactly one expected, from the operator list filtered by player. */
async function onePending<T>(path: string, what: string, username: string, token: string, ip: string): Promise<T> {
  const query = new URLSearchParams({ status: 'pending', player: username });
  const page = unwrap(await apiCall<Page<T>>('GET', `${path}?${query.toString()}`, { token, ip }), `list ${what}s`);
  const [only] = page.list;
  if (page.list.length !== 1 || only === undefined)
    throw new Error(`expected one pending ${what} of ${username}, found ${page.list.length}`);
  return only;
}

/** The player's one pending deposit as operators see it. */
export const pendingDepositOf = (username: string, token: string, ip: string) =>
  onePending<OpsDeposit>(OPS_API.deposits, 'deposit', username, token, ip);

/** The player's one pending withdrawal as operators see it. */
export const pendingWithdrawalOf = (username: string, token: string, ip: string) =>
  onePending<OpsWithdrawal>(OPS_API.withdrawals, 'withdrawal', username, token, ip);

export async function operatorPost<T>(path: string, data: unknown, token: string, ip: string): Promise<T> {
  return unwrap(await apiCall<T>('POST', path, { data, token, ip }), `POST ${path}`);
}

/** "₱5,250.00" as minor units, read exactly from the text. */
export function minorUnitsOf(text: string): bigint {
  const match = /(-?)[^\d-]*([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return BigInt(`${match[1]}${(match[2] ?? '').replace(/,/g, '')}${match[3]}`);
}

/** The amount a balance card shows once it has finished refreshing (it shows *** meanwhile, SPEC 4). */
export async function shownBalance(card: Locator): Promise<bigint> {
  await expect(card).toContainText(/\d\.\d\d/);
  await expect(card).not.toContainText('***');
  return minorUnitsOf((await card.textContent()) ?? '');
}

/** A 1x1 PNG, the smallest real receipt image. */
export const RECEIPT_PNG = {
  name: 'transfer-receipt.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
