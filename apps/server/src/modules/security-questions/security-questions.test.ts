import {
  API,
  bankCardsSchema,
  customerSecurityQuestionsSchema,
  securityConfigSchema,
  securityQuestionsSchema,
  type SecurityQuestion,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seal, sealed, sendSealed, valueOf } from '../../testing/api-client';
import {
  mainBalance,
  newPlayer,
  nextIp,
  PLAYER_PASSWORD,
  requestId,
  type TestPlayer,
} from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';
import { verifyPassword } from '../../security/password-hasher';
import { PAYMENT_PASSWORD_TRIES } from '../withdrawals/service-payment-password';

const database = useTestDatabase();
let app: FastifyInstance;
let questions: SecurityQuestion[];

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  const player = await newPlayer(app);
  questions = securityQuestionsSchema.parse(
    valueOf(await call(app, 'GET', API.securityQuestions, undefined, { token: player.token })),
  );
});
afterAll(() => app.close());

const ANSWERS = ['  Bantay ', 'San   Fernando', 'Dela Cruz'];
const idOf = (index: number) => questions[index]?.id ?? '';
const answersFor = (values: readonly string[], offset = 0) =>
  values.map((answer, index) => ({ questionId: idOf(index + offset), answer }));

const setAnswers = (
  player: TestPlayer,
  answers: { questionId: string; answer: string }[],
  loginPassword = PLAYER_PASSWORD,
) =>
  sealed(app, 'POST', API.customerSecurityQuestions, { loginPassword, answers }, { token: player.token, ip: nextIp() });
const resetWith = (player: TestPlayer, answers: { questionId: string; answer: string }[], paymentPassword = '975310') =>
  sealed(
    app,
    'POST',
    API.paymentPasswordResetByQuestions,
    { answers, paymentPassword, confirmPaymentPassword: paymentPassword },
    { token: player.token, ip: nextIp() },
  );
const mine = async (player: TestPlayer) =>
  customerSecurityQuestionsSchema.parse(
    valueOf(await call(app, 'GET', API.customerSecurityQuestions, undefined, { token: player.token })),
  );
const storedAnswers = async (player: TestPlayer) =>
  (
    await app.db.query<{ question_id: bigint; position: number; answer_hash: string }>(
      'SELECT question_id, position, answer_hash FROM customer_security_answers WHERE account_id = $1 ORDER BY position',
      [player.id],
    )
  ).rows;

async function playerWithAnswers(funds = 0n) {
  const player = await newPlayer(app, { funds });
  expect((await setAnswers(player, answersFor(ANSWERS))).statusCode).toBe(200);
  return player;
}

describe('the merchant side', () => {
  it('says what it requires and lists its questions in the caller language', async () => {
    const player = await newPlayer(app);
    const config = securityConfigSchema.parse(
      valueOf(await call(app, 'GET', API.securityConfig, undefined, { token: player.token })),
    );
    expect(config).toEqual({
      questionsRequired: 3,
      resetsWithdrawalPassword: true,
      answerMinLength: 2,
      answerMaxLength: 64,
      maxFailures: PAYMENT_PASSWORD_TRIES,
      lockMinutes: 15,
    });
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions[0]).toMatchObject({ code: 'first_pet', text: 'What was the name of your first pet?' });
    const chinese = securityQuestionsSchema.parse(
      valueOf(
        await call(app, 'GET', API.securityQuestions, undefined, { token: player.token, headers: { language: 'CN' } }),
      ),
    );
    expect(chinese.map((question) => question.id)).toEqual(questions.map((question) => question.id));
    expect(chinese[0]?.text).toBe('您的第一只宠物叫什么名字？');
    expect(await mine(player)).toEqual({ questionIds: [], questions: [], complete: false, updatedAt: null });
  });

  it('refuses trial accounts on every call', async () => {
    const trial = valueOf<{ token: string }>(await call(app, 'POST', API.freeplay, {}, { ip: '10.78.1.1' }));
    for (const path of [API.securityConfig, API.securityQuestions, API.customerSecurityQuestions]) {
      const response = await call(app, 'GET', path, undefined, { token: trial.token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'member.trial' });
    }
    const set = await sealed(
      app,
      'POST',
      API.customerSecurityQuestions,
      { loginPassword: 'x', answers: answersFor(ANSWERS) },
      { token: trial.token },
    );
    expect(set.json()).toMatchObject({ errorCode: 'member.trial' });
    const reset = await sealed(
      app,
      'POST',
      API.paymentPasswordResetByQuestions,
      { answers: answersFor(ANSWERS), paymentPassword: '123456', confirmPaymentPassword: '123456' },
      { token: trial.token },
    );
    expect(reset.json()).toMatchObject({ errorCode: 'member.trial' });
    expect((await call(app, 'GET', API.securityQuestions)).statusCode).toBe(401);
  });
});

describe('setting the answers', () => {
  it('stores only argon2id hashes of the normalised answers, and never answers them back', async () => {
    const player = await newPlayer(app);
    const response = await setAnswers(player, answersFor(ANSWERS));
    expect(response.statusCode).toBe(200);
    const value = customerSecurityQuestionsSchema.parse(valueOf(response));
    expect(value).toMatchObject({ questionIds: [idOf(0), idOf(1), idOf(2)], complete: true });
    expect(value.questions.map((question) => question.text)).toEqual([
      questions[0]?.text,
      questions[1]?.text,
      questions[2]?.text,
    ]);
    expect(response.body.toLowerCase()).not.toMatch(/bantay|fernando|cruz/);
    expect(JSON.stringify(await mine(player)).toLowerCase()).not.toMatch(/bantay|fernando|cruz/);

    const rows = await storedAnswers(player);
    expect(rows.map((row) => [String(row.question_id), row.position])).toEqual([
      [idOf(0), 1],
      [idOf(1), 2],
      [idOf(2), 3],
    ]);
    const table = JSON.stringify(
      (await app.db.query('SELECT * FROM customer_security_answers WHERE account_id = $1', [player.id])).rows,
      (_key, v: unknown) => (typeof v === 'bigint' ? String(v) : v),
    );
    expect(table.toLowerCase()).not.toMatch(/bantay|fernando|cruz/);
    for (const row of rows) expect(row.answer_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(new Set(rows.map((row) => row.answer_hash)).size).toBe(3);
    // normalised: trimmed, inner spaces collapsed, case folded
    expect(await verifyPassword(rows[0]?.answer_hash ?? '', 'bantay')).toBe(true);
    expect(await verifyPassword(rows[1]?.answer_hash ?? '', 'san fernando')).toBe(true);
    expect(await verifyPassword(rows[1]?.answer_hash ?? '', 'San   Fernando')).toBe(false);
    expect(await verifyPassword(rows[2]?.answer_hash ?? '', 'dela cruz')).toBe(true);
  });

  it('needs the right login password and changes nothing without it', async () => {
    const player = await newPlayer(app);
    const wrong = await setAnswers(player, answersFor(ANSWERS), 'Not-My-Password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: 'password.old.invalid',
      fields: { loginPassword: 'password_old_invalid' },
    });
    expect(await storedAnswers(player)).toEqual([]);
  });

  it('asks for the required number of different listed questions with answers of a sensible length', async () => {
    const player = await newPlayer(app);
    const expectError = async (answers: { questionId: string; answer: string }[], body: Record<string, unknown>) =>
      expect((await setAnswers(player, answers)).json()).toMatchObject(body);
    await expectError(answersFor(['Bantay', 'Cebu']), {
      errorCode: 'security.questions.count',
      value: { required: 3 },
    });
    await expectError(answersFor(['Bantay', 'Cebu', 'Cruz', 'Extra']), { errorCode: 'security.questions.count' });
    await expectError([...answersFor(['Bantay', 'Cebu']), { questionId: idOf(0), answer: 'Again' }], {
      errorCode: 'security.question.repeated',
    });
    await expectError([...answersFor(['Bantay', 'Cebu']), { questionId: '999999', answer: 'Cruz' }], {
      errorCode: 'security.question.unknown',
    });
    await expectError(answersFor(['Bantay', '  b  ', 'x'.repeat(65)]), {
      errorCode: 'field.invalid',
      fields: { 'answers.1': 'security_answer_length', 'answers.2': 'security_answer_length' },
    });
    expect(await storedAnswers(player)).toEqual([]);
  });

  it('replaces every earlier answer', async () => {
    const player = await playerWithAnswers();
    const replaced = await setAnswers(player, answersFor(['Mango', 'Kalesa', 'Maria'], 3));
    expect(customerSecurityQuestionsSchema.parse(valueOf(replaced)).questionIds).toEqual([idOf(3), idOf(4), idOf(5)]);
    expect((await storedAnswers(player)).map((row) => String(row.question_id))).toEqual([idOf(3), idOf(4), idOf(5)]);
    expect((await resetWith(player, answersFor(ANSWERS))).json()).toMatchObject({
      errorCode: 'security.question.unknown',
    });
    expect((await resetWith(player, answersFor(['mango', 'KALESA', 'maria'], 3))).statusCode).toBe(200);
  });

  it('travels only in sealed bodies, each accepted once', async () => {
    const player = await newPlayer(app);
    const plain = await call(
      app,
      'POST',
      API.customerSecurityQuestions,
      { loginPassword: PLAYER_PASSWORD, answers: answersFor(ANSWERS) },
      { token: player.token },
    );
    expect(plain.json()).toMatchObject({ errorCode: 'request.encryption' });
    const plainReset = await call(
      app,
      'POST',
      API.paymentPasswordResetByQuestions,
      { answers: answersFor(ANSWERS), paymentPassword: '123456', confirmPaymentPassword: '123456' },
      { token: player.token },
    );
    expect(plainReset.json()).toMatchObject({ errorCode: 'request.encryption' });
    const body = await seal(app, { loginPassword: PLAYER_PASSWORD, answers: answersFor(ANSWERS) });
    expect(
      (await sendSealed(app, 'POST', API.customerSecurityQuestions, body, { token: player.token })).statusCode,
    ).toBe(200);
    expect(
      (await sendSealed(app, 'POST', API.customerSecurityQuestions, body, { token: player.token })).json(),
    ).toMatchObject({ errorCode: 'request.replayed' });
  });
});

describe('resetting the withdrawal password with the answers', () => {
  const setPaymentPassword = (player: TestPlayer, password: string) =>
    sealed(
      app,
      'POST',
      API.paymentPassword,
      { paymentPassword: password, confirmPaymentPassword: password },
      { token: player.token, ip: nextIp() },
    );
  const withdraw = (player: TestPlayer, bankCardId: string, paymentPassword: string) =>
    sealed(
      app,
      'POST',
      API.withdraw,
      { requestId: requestId(), amount: '10000', bankCardId, paymentPassword },
      { token: player.token },
    );
  const addCard = async (player: TestPlayer) =>
    bankCardsSchema.parse(
      valueOf(
        await call(
          app,
          'POST',
          API.bankCard,
          { bankCode: 'BDP', payeeName: 'Juan Dela Cruz', accountNumber: '1234567890' },
          { token: player.token },
        ),
      ),
    ).cards[0]?.id ?? '';

  it('replaces a forgotten password, after which a withdrawal goes through with the new one only', async () => {
    const player = await playerWithAnswers(50_000n);
    expect((await setPaymentPassword(player, '111222')).statusCode).toBe(200);
    const cardId = await addCard(player);

    const wrong = await resetWith(player, answersFor(['Bantay', 'San Fernando', 'Santos']));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'security.answers.invalid' });
    expect((await withdraw(player, cardId, '975310')).json()).toMatchObject({ errorCode: 'payment.password.invalid' });

    // typed in another case with other spacing, they are still the same answers
    expect((await resetWith(player, answersFor(['BANTAY', ' san fernando', 'dela  CRUZ ']))).json()).toEqual({
      success: true,
      value: null,
    });
    expect((await withdraw(player, cardId, '111222')).json()).toMatchObject({ errorCode: 'payment.password.invalid' });
    const done = await withdraw(player, cardId, '975310');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ value: { withdrawal: { status: 'pending', amount: '10000' } } });
    expect(await mainBalance(app, player.id)).toBe(40_000n);
  });

  it(`locks after ${PAYMENT_PASSWORD_TRIES} wrong tries, shared with the withdrawal password itself`, async () => {
    const player = await playerWithAnswers(50_000n);
    expect((await setPaymentPassword(player, '111222')).statusCode).toBe(200);
    const cardId = await addCard(player);
    expect((await withdraw(player, cardId, '000000')).json()).toMatchObject({ errorCode: 'payment.password.invalid' });
    for (let n = 1; n < PAYMENT_PASSWORD_TRIES; n += 1) {
      expect((await resetWith(player, answersFor(['Bantay', 'Cebu', 'Cruz']))).json()).toMatchObject({
        errorCode: 'security.answers.invalid',
      });
    }
    const locked = await resetWith(player, answersFor(ANSWERS));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      errorCode: 'payment.password.locked',
      value: { retryAfterMs: expect.any(Number) },
    });
    expect((await withdraw(player, cardId, '111222')).statusCode).toBe(429);
    expect((await setAnswers(player, answersFor(ANSWERS))).statusCode).toBe(429);
    expect(await mainBalance(app, player.id)).toBe(50_000n);
  });

  it('checks the new password rule first, and asks for every chosen question', async () => {
    const player = await playerWithAnswers();
    expect((await resetWith(player, answersFor(ANSWERS), '12ab56')).json()).toMatchObject({
      errorCode: 'field.invalid',
      fields: { paymentPassword: expect.any(String) },
    });
    const mismatch = await sealed(
      app,
      'POST',
      API.paymentPasswordResetByQuestions,
      { answers: answersFor(ANSWERS), paymentPassword: '123456', confirmPaymentPassword: '123457' },
      { token: player.token },
    );
    expect(mismatch.json()).toMatchObject({ errorCode: 'password.mismatch' });
    expect((await resetWith(player, answersFor(ANSWERS.slice(0, 2)))).json()).toMatchObject({
      errorCode: 'security.questions.count',
      value: { required: 3 },
    });
    // none of these were guesses, so the right answers still work at once
    expect((await resetWith(player, answersFor(ANSWERS))).statusCode).toBe(200);
  });

  it('needs questions set first', async () => {
    const player = await newPlayer(app);
    expect((await resetWith(player, answersFor(ANSWERS))).json()).toMatchObject({
      errorCode: 'security.questions.missing',
    });
  });

  it('is refused where the merchant switched it off', async () => {
    const player = await playerWithAnswers();
    const strict = await buildTestApp({
      ...database.connection(),
      merchant: { securityQuestions: { required: 2, resetWithdrawalPassword: false } },
    });
    try {
      const config = valueOf(await call(strict, 'GET', API.securityConfig, undefined, { token: player.token }));
      expect(config).toMatchObject({ questionsRequired: 2, resetsWithdrawalPassword: false });
      const refused = await sealed(
        strict,
        'POST',
        API.paymentPasswordResetByQuestions,
        { answers: answersFor(ANSWERS), paymentPassword: '123456', confirmPaymentPassword: '123456' },
        { token: player.token },
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 'security.reset.disabled' });
    } finally {
      await strict.close();
    }
  });
});
