import { API, bankCardsSchema, OPS_API, withdrawInfoSchema, withdrawValueSchema } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sealed, valueOf } from '../../testing/api-client';
import {
  mainBalance,
  newPlayer,
  nextIp,
  operatorToken,
  PLAYER_PASSWORD,
  requestId,
  type TestPlayer,
} from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { verifyLedger } from '../ledger/verify';
import { WITHDRAWALS_PER_MINUTE } from './routes-player';
import { PAYMENT_PASSWORD_TRIES } from './service-payment-password';

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
});
afterAll(() => app.close());

const setPassword = (player: TestPlayer, password = '246810') =>
  sealed(
    app,
    'POST',
    API.paymentPassword,
    { paymentPassword: password, confirmPaymentPassword: password },
    { token: player.token, ip: nextIp() },
  );
const addCard = async (player: TestPlayer, accountNumber = '1234-5678-9012') =>
  bankCardsSchema.parse(
    valueOf(
      await call(
        app,
        'POST',
        API.bankCard,
        { bankCode: 'BDP', payeeName: 'Juan Dela Cruz', accountNumber },
        { token: player.token },
      ),
    ),
  );
const withdraw = (player: TestPlayer, body: Record<string, unknown>) =>
  sealed(app, 'POST', API.withdraw, body, { token: player.token });
const pendingBalance = async () =>
  (await app.db.query<{ balance: bigint }>("SELECT balance FROM ledger_accounts WHERE kind = 'pending_withdrawal'"))
    .rows[0]?.balance ?? 0n;

async function readyPlayer(funds = 100_000n) {
  const player = await newPlayer(app, { funds });
  expect((await setPassword(player)).statusCode).toBe(200);
  const cards = await addCard(player);
  return { player, cardId: cards.cards[0]?.id ?? '' };
}

describe('withdrawal password', () => {
  it('is set once, checked by its rule, and reset only with the login password', async () => {
    const player = await newPlayer(app);
    const has = async () =>
      valueOf<{ hasWithdrawalPassword: boolean }>(
        await call(app, 'GET', API.hasWithdrawalPassword, undefined, { token: player.token }),
      );
    expect(await has()).toEqual({ hasWithdrawalPassword: false });
    expect((await setPassword(player, '12ab56')).json()).toMatchObject({
      errorCode: 'field.invalid',
      fields: { paymentPassword: expect.any(String) },
    });
    const mismatch = await sealed(
      app,
      'POST',
      API.paymentPassword,
      { paymentPassword: '123456', confirmPaymentPassword: '123457' },
      { token: player.token },
    );
    expect(mismatch.json()).toMatchObject({ errorCode: 'password.mismatch' });
    expect((await setPassword(player)).statusCode).toBe(200);
    expect(await has()).toEqual({ hasWithdrawalPassword: true });
    expect((await setPassword(player, '135790')).json()).toMatchObject({ errorCode: 'payment.password.exists' });

    const wrong = await sealed(
      app,
      'POST',
      API.paymentPasswordReset,
      { loginPassword: 'wrong', paymentPassword: '135790', confirmPaymentPassword: '135790' },
      { token: player.token },
    );
    expect(wrong.json()).toMatchObject({ errorCode: 'password.old.invalid' });
    const reset = await sealed(
      app,
      'POST',
      API.paymentPasswordReset,
      { loginPassword: PLAYER_PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135790' },
      { token: player.token },
    );
    expect(reset.statusCode).toBe(200);
  });

  it('is refused for trial accounts', async () => {
    const trial = valueOf<{ token: string }>(await call(app, 'POST', API.freeplay, {}, { ip: '10.78.0.1' }));
    const response = await sealed(
      app,
      'POST',
      API.paymentPassword,
      { paymentPassword: '123456', confirmPaymentPassword: '123456' },
      { token: trial.token },
    );
    expect(response.json()).toMatchObject({ errorCode: 'member.trial' });
  });
});

describe('bank cards', () => {
  it('are masked in every answer, known banks only, no duplicates, at most three', async () => {
    const player = await newPlayer(app);
    const cards = await addCard(player, '1234 5678 9012');
    expect(cards.maxCards).toBe(3);
    expect(cards.cards[0]).toMatchObject({
      bankName: 'Banco de Palaro',
      payeeName: 'Juan Dela Cruz',
      accountNumberMasked: '**** **** 9012',
    });
    expect(JSON.stringify(cards)).not.toContain('123456789012');
    const listed = await call(app, 'GET', API.bankCards, undefined, { token: player.token });
    expect(listed.body).not.toContain('5678');
    const duplicate = await call(
      app,
      'POST',
      API.bankCard,
      { bankCode: 'BDP', payeeName: 'Juan Dela Cruz', accountNumber: '123456789012' },
      { token: player.token },
    );
    expect(duplicate.json()).toMatchObject({ errorCode: 'bankcard.duplicate' });
    const unknownBank = await call(
      app,
      'POST',
      API.bankCard,
      { bankCode: 'NOPE', payeeName: 'Juan Dela Cruz', accountNumber: '123456789' },
      { token: player.token },
    );
    expect(unknownBank.json()).toMatchObject({ errorCode: 'bank.unknown' });
    const bad = await call(
      app,
      'POST',
      API.bankCard,
      { bankCode: 'BDP', payeeName: 'Juan Dela Cruz', accountNumber: '12ab' },
      { token: player.token },
    );
    expect(bad.statusCode).toBe(400);
    await addCard(player, '2222333344');
    await addCard(player, '5555666677');
    const over = await call(
      app,
      'POST',
      API.bankCard,
      { bankCode: 'MNB', payeeName: 'Juan Dela Cruz', accountNumber: '99998888777' },
      { token: player.token },
    );
    expect(over.json()).toMatchObject({ errorCode: 'bankcard.limit' });
    const removed = bankCardsSchema.parse(
      valueOf(
        await call(app, 'DELETE', `${API.bankCard}?id=${cards.cards[0]?.id}`, undefined, { token: player.token }),
      ),
    );
    expect(removed.cards).toHaveLength(2);
  });
});

describe('withdraw', () => {
  it('holds the amount at request time; approval pays it out, rejection returns it', async () => {
    const { player, cardId } = await readyPlayer(100_000n);
    const pendingBefore = await pendingBalance();
    const first = withdrawValueSchema.parse(
      valueOf(
        await withdraw(player, {
          requestId: requestId(),
          amount: '30000',
          bankCardId: cardId,
          paymentPassword: '246810',
        }),
      ),
    );
    expect(first.withdrawal).toMatchObject({
      status: 'pending',
      amount: '30000',
      accountNumberMasked: '**** **** 9012',
    });
    expect(first.withdrawable).toBe('70000');
    expect(await mainBalance(app, player.id)).toBe(70_000n);
    expect(await pendingBalance()).toBe(pendingBefore + 30_000n);
    const second = withdrawValueSchema.parse(
      valueOf(
        await withdraw(player, {
          requestId: requestId(),
          amount: '20000',
          bankCardId: cardId,
          paymentPassword: '246810',
        }),
      ),
    );

    const info = withdrawInfoSchema.parse(
      valueOf(await call(app, 'GET', API.withdrawInfo, undefined, { token: player.token })),
    );
    expect(info).toMatchObject({
      withdrawable: '50000',
      pendingAmount: '50000',
      dailyCount: 2,
      hasWithdrawalPassword: true,
    });

    const cashier = await operatorToken(app, 'cashier');
    const paid = await call(
      app,
      'POST',
      OPS_API.withdrawalApprove(first.withdrawal.id),
      { payoutReference: 'BDP-OUT-77' },
      { token: cashier },
    );
    expect(paid.json()).toMatchObject({
      value: { status: 'success', accountNumber: '123456789012', decidedBy: 'cashier' },
    });
    const rejected = await call(
      app,
      'POST',
      OPS_API.withdrawalReject(second.withdrawal.id),
      { reason: 'Name does not match' },
      { token: cashier },
    );
    expect(rejected.json()).toMatchObject({ value: { status: 'rejected', remark: 'Name does not match' } });
    expect(await mainBalance(app, player.id)).toBe(70_000n);
    expect(await pendingBalance()).toBe(pendingBefore);
    expect(
      (
        await call(
          app,
          'POST',
          OPS_API.withdrawalReject(first.withdrawal.id),
          { reason: 'too late' },
          { token: cashier },
        )
      ).statusCode,
    ).toBe(409);

    const report = valueOf<{ list: { id: string; status: string; remark: string | null }[] }>(
      await call(app, 'GET', API.withdrawTransactionReport, undefined, { token: player.token }),
    );
    expect(report.list.map((entry) => [entry.id, entry.status, entry.remark])).toEqual([
      [second.withdrawal.id, 'rejected', 'Name does not match'],
      [first.withdrawal.id, 'success', 'Paid, reference BDP-OUT-77'],
    ]);
    expect((await verifyLedger(app.db)).differences).toEqual([]);
  });

  it('answers a resent request with the first withdrawal and refuses the same id with other content', async () => {
    const { player, cardId } = await readyPlayer(100_000n);
    const body = { requestId: requestId(), amount: '25000', bankCardId: cardId, paymentPassword: '246810' };
    const first = withdrawValueSchema.parse(valueOf(await withdraw(player, body)));
    const again = withdrawValueSchema.parse(valueOf(await withdraw(player, body)));
    expect(again.withdrawal).toEqual(first.withdrawal);
    expect(await mainBalance(app, player.id)).toBe(75_000n);
    const conflict = await withdraw(player, { ...body, amount: '26000' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ errorCode: 'ledger.idempotency.conflict' });
    expect(await mainBalance(app, player.id)).toBe(75_000n);
  });

  it('keeps the amount within the limits and the balance, and needs the right password', async () => {
    const { player, cardId } = await readyPlayer(50_000n);
    const ask = (amount: string, paymentPassword = '246810') =>
      withdraw(player, { requestId: requestId(), amount, bankCardId: cardId, paymentPassword });
    expect((await ask('9999')).json()).toMatchObject({
      errorCode: 'amount.range',
      value: { minAmount: '10000', maxAmount: '5000000' },
    });
    expect((await ask('5000001')).json()).toMatchObject({ errorCode: 'amount.range' });
    expect((await ask('50001')).json()).toMatchObject({ errorCode: 'wallet.insufficient' });
    expect((await ask('10000', '000000')).json()).toMatchObject({ errorCode: 'payment.password.invalid' });
    const foreign = await withdraw(player, {
      requestId: requestId(),
      amount: '10000',
      bankCardId: '999999',
      paymentPassword: '246810',
    });
    expect(foreign.json()).toMatchObject({ errorCode: 'bankcard.unknown' });
    expect(await mainBalance(app, player.id)).toBe(50_000n);
  });

  it('locks the withdrawal password after five wrong tries', async () => {
    const { player, cardId } = await readyPlayer(50_000n);
    for (let index = 0; index < 5; index += 1) {
      await withdraw(player, {
        requestId: requestId(),
        amount: '10000',
        bankCardId: cardId,
        paymentPassword: '000000',
      });
    }
    const locked = await withdraw(player, {
      requestId: requestId(),
      amount: '10000',
      bankCardId: cardId,
      paymentPassword: '246810',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ errorCode: 'payment.password.locked' });
  });

  it('checks at most five withdrawal passwords of a parallel burst', async () => {
    const { player, cardId } = await readyPlayer(50_000n);
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        sealed(
          app,
          'POST',
          API.withdraw,
          { requestId: requestId(), amount: '10000', bankCardId: cardId, paymentPassword: '000000' },
          { token: player.token, ip: nextIp() },
        ),
      ),
    );
    const codes = burst.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    expect(codes.filter((code) => code === 'payment.password.invalid')).toHaveLength(PAYMENT_PASSWORD_TRIES);
    expect(codes.filter((code) => code === 'payment.password.locked')).toHaveLength(30 - PAYMENT_PASSWORD_TRIES);
    expect(await mainBalance(app, player.id)).toBe(50_000n);
  });

  it('limits withdrawals per IP, whoever asks', async () => {
    const ip = nextIp();
    const { player, cardId } = await readyPlayer(50_000n);
    const ask = () =>
      sealed(
        app,
        'POST',
        API.withdraw,
        { requestId: requestId(), amount: '99999999', bankCardId: cardId, paymentPassword: '246810' },
        { token: player.token, ip },
      );
    for (let index = 0; index < WITHDRAWALS_PER_MINUTE; index += 1)
      expect((await ask()).json()).toMatchObject({ errorCode: 'amount.range' });
    const over = await ask();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ errorCode: 'rate.limited' });
  });

  it('needs a withdrawal password first, and a sealed body', async () => {
    const player = await newPlayer(app, { funds: 50_000n });
    const cards = await addCard(player);
    const response = await withdraw(player, {
      requestId: requestId(),
      amount: '10000',
      bankCardId: cards.cards[0]?.id,
      paymentPassword: '123456',
    });
    expect(response.json()).toMatchObject({ errorCode: 'payment.password.missing' });
    const plain = await call(
      app,
      'POST',
      API.withdraw,
      { requestId: requestId(), amount: '10000', bankCardId: '1', paymentPassword: '1' },
      { token: player.token },
    );
    expect(plain.json()).toMatchObject({ errorCode: 'request.encryption' });
  });

  it('stops at the daily limit of requests', async () => {
    const { player, cardId } = await readyPlayer(1_000_000n);
    for (let index = 0; index < 5; index += 1) {
      expect(
        (
          await withdraw(player, {
            requestId: requestId(),
            amount: '10000',
            bankCardId: cardId,
            paymentPassword: '246810',
          })
        ).statusCode,
      ).toBe(200);
    }
    const sixth = await withdraw(player, {
      requestId: requestId(),
      amount: '10000',
      bankCardId: cardId,
      paymentPassword: '246810',
    });
    expect(sixth.json()).toMatchObject({ errorCode: 'withdraw.daily.limit', value: { limit: 5 } });
  });
});
