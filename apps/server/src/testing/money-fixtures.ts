import { randomBytes, randomUUID } from 'node:crypto';
import { API, OPS_API } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../security/password-hasher';
import { createLedgerService } from '../modules/ledger/service';
import { call, sealed, tokenFor, valueOf } from './api-client';

export const PLAYER_PASSWORD = 'Player-Pass-2024';
let hashed: Promise<string> | undefined;
let ipCounter = 0;

/** A distinct client address per call site, so per-IP limits of one test never touch another's. */
export const nextIp = () => `10.9.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

export type TestPlayer = { id: bigint; username: string; token: string };

/** A new player of `memberType`, logged in (at `now` of the app's clock), with `funds` (minor units) credited to main from the house. */
export async function newPlayer(
  app: FastifyInstance,
  options: { memberType?: number; funds?: bigint; now?: number } = {},
): Promise<TestPlayer> {
  const username = `p${randomBytes(5).toString('hex')}`;
  hashed ??= hashPassword(PLAYER_PASSWORD);
  const { rows } = await app.db.query<{ id: bigint }>(
    `INSERT INTO accounts (merchant, username, password_hash, member_type, first_time_login) VALUES ('PALARO', $1, $2, $3, false) RETURNING id`,
    [username, await hashed, options.memberType ?? 0],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('player insert answered nothing');
  const token = await tokenFor(app, username, PLAYER_PASSWORD, {
    ip: nextIp(),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  if (options.funds && options.funds > 0n) await fund(app, id, options.funds);
  return { id, username, token };
}

/** Credits `amount` to the player's main wallet from the house (an adjustment through the ledger). */
export async function fund(app: FastifyInstance, ownerId: bigint, amount: bigint): Promise<void> {
  const ledger = createLedgerService(app.db);
  const main = await ledger.walletAccountId('PALARO', ownerId, 'PHP', 'main');
  const house = await ledger.merchantAccountId('PALARO', 'house', 'PHP');
  await ledger.move({
    merchant: 'PALARO',
    kind: 'adjustment',
    reference: `test-fund:${ownerId}`,
    idempotencyKey: `test-fund:${randomUUID()}`,
    from: house,
    to: main,
    amount,
  });
}

export async function mainBalance(app: FastifyInstance, ownerId: bigint): Promise<bigint> {
  const { rows } = await app.db.query<{ balance: bigint }>(
    "SELECT balance FROM ledger_accounts WHERE owner_id = $1 AND kind = 'player_main'",
    [ownerId],
  );
  return rows[0]?.balance ?? 0n;
}

/** An operator token for one of the demo operators (ops: admin, cashier, support). */
export async function operatorToken(app: FastifyInstance, username: 'ops' | 'cashier' | 'support'): Promise<string> {
  const passwords = { ops: 'OpsDemo-2024', cashier: 'CashierDemo-2024', support: 'SupportDemo-2024' };
  const response = await call(
    app,
    'POST',
    OPS_API.login,
    { username, password: passwords[username] },
    { ip: nextIp() },
  );
  return valueOf<{ token: string }>(response).token;
}

export const requestId = () => randomUUID();

export const LOAD_PAYMENT_PASSWORD = '246810';

/** Players ready for withdrawals: funded, a withdrawal password (written directly, it is argon2 either way) and one bank card. */
export async function loadPlayers(app: FastifyInstance, count: number, funds: bigint) {
  const hash = await hashPassword(LOAD_PAYMENT_PASSWORD);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const player = await newPlayer(app, { funds });
      await app.db.query('UPDATE accounts SET payment_password_hash = $2 WHERE id = $1', [player.id, hash]);
      const cards = valueOf<{ cards: { id: string }[] }>(
        await call(
          app,
          'POST',
          API.bankCard,
          { bankCode: 'BDP', payeeName: 'Load Player', accountNumber: '1234567890' },
          { token: player.token },
        ),
      );
      return { ...player, cardId: cards.cards[0]?.id ?? '' };
    }),
  );
}

/** A new player with `funds` and a withdrawal of `amount` waiting for an operator (its id). */
export async function pendingWithdrawal(
  app: FastifyInstance,
  funds: bigint,
  amount: bigint,
): Promise<{ player: TestPlayer; withdrawalId: string }> {
  const [player] = await loadPlayers(app, 1, funds);
  if (!player) throw new Error('no player');
  const body = {
    requestId: requestId(),
    amount: amount.toString(),
    bankCardId: player.cardId,
    paymentPassword: LOAD_PAYMENT_PASSWORD,
  };
  const { withdrawal } = valueOf<{ withdrawal: { id: string } }>(
    await sealed(app, 'POST', API.withdraw, body, { token: player.token, ip: nextIp() }),
  );
  return { player, withdrawalId: withdrawal.id };
}

/** Merchant settings for load tests: many requests a day and many open deposits per player. */
export const LOAD_MERCHANT = {
  withdrawal: { dailyLimit: 1000 },
  payments: { maxPendingDeposits: 100 },
  transferVendors: ['BAYANI', 'SIKLAB'],
};
export const LOAD_LIMITS = { apiMax: 10_000_000, notFoundMax: 100, windowMs: 60_000, callFactor: 1000 };
