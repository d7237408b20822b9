import {
  API,
  bankCardsSchema,
  depositReportSchema,
  freeplayValueSchema,
  gatewayDepositValueSchema,
  memberTransactionPageSchema,
  OPS_API,
  withdrawReportSchema,
  withdrawValueSchema,
  type MemberTransaction,
} from '@palaro/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sealed, valueOf } from '../../testing/api-client';
import { newPlayer, nextIp, operatorToken, requestId, type TestPlayer } from '../../testing/money-fixtures';
import { buildTestApp } from '../../testing/test-app';
import { useTestDatabase } from '../../testing/test-database';

const database = useTestDatabase();
let app: FastifyInstance;
let admin: string;
let cashier: string;

beforeAll(async () => {
  app = await buildTestApp(database.connection());
  [admin, cashier] = [await operatorToken(app, 'ops'), await operatorToken(app, 'cashier')];
});
afterAll(() => app.close());

const report = async (token: string, query = '') =>
  memberTransactionPageSchema.parse(
    valueOf(await call(app, 'GET', `${API.memberTransaction}?pageSize=50${query}`, undefined, { token })),
  ).list;
const remarks = (lines: MemberTransaction[]) => lines.map((line) => [line.txCode, line.remarkDetail, line.remark]);

async function withdrawalOf(player: TestPlayer, cardId: string, amount: string) {
  const reply = await sealed(
    app,
    'POST',
    API.withdraw,
    { requestId: requestId(), amount, bankCardId: cardId, paymentPassword: '246810' },
    { token: player.token },
  );
  return withdrawValueSchema.parse(valueOf(reply)).withdrawal;
}

describe('remarks players read', () => {
  it("carry a code with parameters for what the system did, and operators' words as free text", async () => {
    const player = await newPlayer(app);
    const adjustment = {
      requestId: requestId(),
      username: player.username,
      amount: '100000',
      reason: 'Welcome credit',
    };
    valueOf(await call(app, 'POST', OPS_API.adjustments, adjustment, { token: admin }));
    await sealed(
      app,
      'POST',
      API.paymentPassword,
      { paymentPassword: '246810', confirmPaymentPassword: '246810' },
      { token: player.token, ip: nextIp() },
    );
    const cards = bankCardsSchema.parse(
      valueOf(
        await call(
          app,
          'POST',
          API.bankCard,
          { bankCode: 'BDP', payeeName: 'Juan Dela Cruz', accountNumber: '1234567890' },
          { token: player.token },
        ),
      ),
    );
    const cardId = cards.cards[0]?.id ?? '';
    const paid = await withdrawalOf(player, cardId, '20000');
    const rejected = await withdrawalOf(player, cardId, '10000');
    valueOf(
      await call(
        app,
        'POST',
        OPS_API.withdrawalApprove(paid.id),
        { payoutReference: 'BDP-OUT-9', remark: 'Sent by InstaPay' },
        { token: cashier },
      ),
    );
    valueOf(
      await call(
        app,
        'POST',
        OPS_API.withdrawalReject(rejected.id),
        { reason: 'Name does not match' },
        { token: cashier },
      ),
    );

    expect(remarks(await report(player.token))).toEqual([
      [
        'withdrawal',
        { code: 'withdrawal.rejected', params: {}, freeText: 'Name does not match' },
        'Withdrawal rejected: Name does not match',
      ],
      [
        'withdrawal',
        { code: 'withdrawal.requested', params: { bank: 'Banco de Palaro' }, freeText: null },
        'Withdrawal requested',
      ],
      [
        'withdrawal',
        { code: 'withdrawal.requested', params: { bank: 'Banco de Palaro' }, freeText: null },
        'Withdrawal requested',
      ],
      ['adjustment', { code: null, params: {}, freeText: 'Welcome credit' }, 'Welcome credit'],
    ]);

    const history = withdrawReportSchema.parse(
      valueOf(await call(app, 'GET', API.withdrawTransactionReport, undefined, { token: player.token })),
    ).list;
    expect(history.map((entry) => [entry.status, entry.remarkDetail, entry.remark])).toEqual([
      ['rejected', { code: null, params: {}, freeText: 'Name does not match' }, 'Name does not match'],
      [
        'success',
        { code: 'withdrawal.paidReference', params: { reference: 'BDP-OUT-9' }, freeText: 'Sent by InstaPay' },
        'Paid, reference BDP-OUT-9: Sent by InstaPay',
      ],
    ]);
    // operators read the same parts beside the English text
    const listed = valueOf<{ list: { id: string; remarkDetail: unknown }[] }>(
      await call(app, 'GET', `${OPS_API.withdrawals}?player=${player.username}`, undefined, { token: cashier }),
    );
    expect(listed.list.find((entry) => entry.id === paid.id)?.remarkDetail).toMatchObject({
      code: 'withdrawal.paidReference',
    });
  });

  it('name the paid-out step of a withdrawal without a payout reference', async () => {
    const player = await newPlayer(app, { funds: 50_000n });
    await sealed(
      app,
      'POST',
      API.paymentPassword,
      { paymentPassword: '246810', confirmPaymentPassword: '246810' },
      { token: player.token, ip: nextIp() },
    );
    const cards = bankCardsSchema.parse(
      valueOf(
        await call(
          app,
          'POST',
          API.bankCard,
          { bankCode: 'BDP', payeeName: 'Juan Dela Cruz', accountNumber: '1234567890' },
          { token: player.token },
        ),
      ),
    );
    const withdrawal = await withdrawalOf(player, cards.cards[0]?.id ?? '', '10000');
    valueOf(await call(app, 'POST', OPS_API.withdrawalApprove(withdrawal.id), {}, { token: cashier }));
    const history = withdrawReportSchema.parse(
      valueOf(await call(app, 'GET', API.withdrawTransactionReport, undefined, { token: player.token })),
    ).list;
    expect(history[0]).toMatchObject({ status: 'success', remark: null, remarkDetail: null });
    // the payout moves the held amount from pending withdrawals to clearing: no line on the player's wallets
    expect(remarks(await report(player.token, '&txCodes=withdrawal'))).toEqual([
      [
        'withdrawal',
        { code: 'withdrawal.requested', params: { bank: 'Banco de Palaro' }, freeText: null },
        'Withdrawal requested',
      ],
    ]);
  });

  it('name a gateway deposit by its method, and say why one failed', async () => {
    const player = await newPlayer(app);
    const paid = gatewayDepositValueSchema.parse(
      valueOf(
        await call(
          app,
          'POST',
          API.depositGateway,
          { requestId: requestId(), methodId: 'e-wallet', amount: '25075' },
          { token: player.token },
        ),
      ),
    );
    await app.inject({
      method: 'POST',
      url: paid.payUrl,
      payload: 'decision=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const declined = gatewayDepositValueSchema.parse(
      valueOf(
        await call(
          app,
          'POST',
          API.depositGateway,
          { requestId: requestId(), methodId: 'card', amount: '30000' },
          { token: player.token },
        ),
      ),
    );
    await app.inject({
      method: 'POST',
      url: declined.payUrl,
      payload: 'decision=decline',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    expect(remarks(await report(player.token))).toEqual([
      ['deposit', { code: 'deposit.credited', params: { method: 'E-wallet' }, freeText: null }, 'E-wallet deposit'],
    ]);
    const history = depositReportSchema.parse(
      valueOf(await call(app, 'GET', API.depositReport, undefined, { token: player.token })),
    ).list;
    expect(history.map((entry) => [entry.status, entry.remarkDetail, entry.remark])).toEqual([
      ['failed', { code: 'deposit.declined', params: {}, freeText: null }, 'The payment was declined'],
      ['success', null, null],
    ]);
  });

  it("keep an operator's words on a manual deposit as free text", async () => {
    const player = await newPlayer(app);
    const manual = async () =>
      valueOf<{ id: string }>(
        await call(
          app,
          'POST',
          API.depositManual,
          {
            requestId: requestId(),
            methodId: 'bank-transfer',
            bankAccountId: 'bdp-main',
            amount: '20000',
            transferReference: 'R-9',
          },
          { token: player.token },
        ),
      );
    const [approved, rejected] = [await manual(), await manual()];
    valueOf(
      await call(app, 'POST', OPS_API.depositApprove(approved.id), { remark: 'Matched statement' }, { token: cashier }),
    );
    valueOf(
      await call(app, 'POST', OPS_API.depositReject(rejected.id), { reason: 'No such transfer' }, { token: cashier }),
    );
    const history = depositReportSchema.parse(
      valueOf(await call(app, 'GET', API.depositReport, undefined, { token: player.token })),
    ).list;
    expect(history.map((entry) => [entry.status, entry.remarkDetail])).toEqual([
      ['rejected', { code: null, params: {}, freeText: 'No such transfer' }],
      ['success', { code: null, params: {}, freeText: 'Matched statement' }],
    ]);
  });

  it("name recover-all and a trial account's play money", async () => {
    const player = await newPlayer(app, { funds: 10_000n });
    valueOf(
      await call(
        app,
        'POST',
        API.walletTransfer,
        { requestId: requestId(), from: 'main', to: 'BAYANI', amount: '2500' },
        { token: player.token },
      ),
    );
    valueOf(await call(app, 'POST', API.walletTransferRecoverAll, { requestId: requestId() }, { token: player.token }));
    const lines = await report(player.token, '&txCodes=transfer');
    expect(lines[0]).toMatchObject({
      wallet: 'main',
      remark: 'Recover all balances',
      remarkDetail: { code: 'transfer.recoverAll', params: {}, freeText: null },
    });
    expect(lines.filter((line) => line.reference.startsWith('transfer:')).map((line) => line.remarkDetail)).toEqual([
      null,
      null,
    ]);

    const trial = freeplayValueSchema.parse(
      valueOf(await call(app, 'POST', API.freeplay, undefined, { ip: nextIp() })),
    );
    expect(remarks(await report(trial.token))).toEqual([
      ['adjustment', { code: 'trial.playMoney', params: {}, freeText: null }, 'Trial play money'],
    ]);
  });
});
