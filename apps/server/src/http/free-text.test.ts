import { API, OPS_API, UNSAFE_TEXT_MESSAGE } from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sealed, valueOf } from '../testing/api-client';
import {
  mainBalance,
  newPlayer,
  operatorToken,
  pendingWithdrawal,
  PLAYER_PASSWORD,
  requestId,
} from '../testing/money-fixtures';
import { buildTestApp } from '../testing/test-app';
import { useTestDatabase } from '../testing/test-database';

// The contract's free-text rule as the server answers it: 400 naming the field, and nothing stored.

const database = useTestDatabase();
let app: FastifyInstance;
let cashier: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  cashier = await operatorToken(app, 'cashier');
});
afterAll(() => app.close());

const CLEAR_SCREEN = '\u001b[2J\u001b[H';
const refusal = (field: string) => ({
  success: false,
  errorCode: 'request.invalid',
  message: 'Invalid request',
  fields: { [field]: UNSAFE_TEXT_MESSAGE },
});
const count = async (sql: string, id: bigint) => Number((await app.db.query<{ n: bigint }>(sql, [id])).rows[0]?.n);

describe('free text with control characters', () => {
  it('is refused in a bank card payee name, and no card is kept', async () => {
    const player = await newPlayer(app);
    for (const payeeName of [`Juan${CLEAR_SCREEN}APPROVED`, 'Juan\nCruz', 'Juan \u202eCruz']) {
      const response = await call(
        app,
        'POST',
        API.bankCard,
        { bankCode: 'BDP', payeeName, accountNumber: '1234567890' },
        { token: player.token },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('payeeName'));
    }
    expect(await count('SELECT count(*) AS n FROM bank_cards WHERE account_id = $1', player.id)).toBe(0);
  });

  it('is refused in a deposit reference and payer name, and no deposit is made', async () => {
    const player = await newPlayer(app);
    const deposit = {
      requestId: requestId(),
      methodId: 'bank-transfer',
      bankAccountId: 'bdp-main',
      amount: '20000',
      transferReference: 'REF-1',
    };
    const reference = await call(
      app,
      'POST',
      API.depositManual,
      { ...deposit, transferReference: `REF${CLEAR_SCREEN}1` },
      { token: player.token },
    );
    expect(reference.statusCode).toBe(400);
    expect(reference.json()).toEqual(refusal('transferReference'));
    const payer = await call(
      app,
      'POST',
      API.depositManual,
      { ...deposit, requestId: requestId(), payerName: 'Juan\u009b2J' },
      { token: player.token },
    );
    expect(payer.json()).toEqual(refusal('payerName'));
    expect(await count('SELECT count(*) AS n FROM deposits WHERE account_id = $1', player.id)).toBe(0);
  });

  it('is refused in an operator reason and payout reference, and the withdrawal stays pending with its money held', async () => {
    const { player, withdrawalId } = await pendingWithdrawal(app, 50_000n, 20_000n);
    const withdrawal = { id: withdrawalId };
    const reject = await call(
      app,
      'POST',
      OPS_API.withdrawalReject(withdrawal.id),
      { reason: `Name mismatch${CLEAR_SCREEN}` },
      { token: cashier },
    );
    expect(reject.json()).toEqual(refusal('reason'));
    const approve = await call(
      app,
      'POST',
      OPS_API.withdrawalApprove(withdrawal.id),
      { payoutReference: 'BDP-1\nAPPROVED' },
      { token: cashier },
    );
    expect(approve.json()).toEqual(refusal('payoutReference'));
    const { rows } = await app.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [
      BigInt(withdrawal.id),
    ]);
    expect(rows[0]?.status).toBe('pending');
    expect(await mainBalance(app, player.id)).toBe(30_000n);
  });

  it('is refused inside a sealed body, naming the field, and no answer is kept', async () => {
    const player = await newPlayer(app);
    const questions = valueOf<{ id: string }[]>(
      await call(app, 'GET', API.securityQuestions, undefined, { token: player.token }),
    );
    const answers = questions.slice(0, 3).map((question, index) => ({
      questionId: question.id,
      answer: index === 1 ? `maria${CLEAR_SCREEN}` : 'maria clara',
    }));
    const response = await sealed(
      app,
      'POST',
      API.customerSecurityQuestions,
      { loginPassword: PLAYER_PASSWORD, answers },
      { token: player.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('answers.1.answer'));
    expect(await count('SELECT count(*) AS n FROM customer_security_answers WHERE account_id = $1', player.id)).toBe(0);
  });
});
