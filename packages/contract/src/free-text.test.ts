import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from './free-text';
import { launchGameQuerySchema } from './game-launch';
import { emailUpdateSchema, nicknameUpdateSchema, passwordByPhoneSchema, payeeNameUpdateSchema } from './member';
import {
  opsAdjustmentSchema,
  opsApproveSchema,
  opsAuditQuerySchema,
  operatorLoginSchema,
  opsDepositsQuerySchema,
  opsRejectSchema,
  opsWithdrawalsQuerySchema,
} from './operators';
import { manualDepositRequestSchema, paymentCallbackSchema } from './payments';
import { affiliateCheckQuerySchema, registrationSchema, usernameCheckQuerySchema } from './registration';
import { paymentPasswordResetByQuestionsSchema, securityAnswersSetSchema } from './security-questions';
import { loginRequestSchema, socialTicketRequestSchema } from './session';
import { smsRequestSchema } from './verification';
import { bankCardAddSchema } from './withdrawals';

// One of each kind the rule refuses, by name.
const UNSAFE: [string, string][] = [
  ['NUL', '\u0000'],
  ['tab', '\t'],
  ['line feed', '\n'],
  ['carriage return', '\r'],
  ['ESC (an ANSI sequence)', '\u001b[2J'],
  ['unit separator', '\u001f'],
  ['DEL', '\u007f'],
  ['C1 next line', '\u0085'],
  ['C1 CSI', '\u009b31m'],
  ['C1 application command', '\u009f'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  ['left-to-right embedding', '\u202a'],
  ['right-to-left override', '\u202e'],
  ['pop directional formatting', '\u202c'],
  ['left-to-right isolate', '\u2066'],
  ['pop directional isolate', '\u2069'],
];

const SAFE = [
  'Juan Dela Cruz',
  "María O'Brien-Cruz",
  '陈小明',
  'สมชาย ใจดี',
  'Nguyễn Văn A',
  'BDP-REF/2024#7',
  'Goodwill credit 🎉',
  'a\u200db',
  'C:\\path',
];

const login = { type: 'username', username: 'juan', password: 'secret-1' };
const mobileLogin = { type: 'mobile', countryDialingCode: '63', mobileNum: '9171234567', verificationCode: '123456' };
const sms = { countryDialingCode: '63', mobileNum: '9171234567' };
const byPhone = { ...sms, verificationCode: '123456', newPassword: 'Secret-123' };
const manual = {
  requestId: 'req-00000001',
  methodId: 'bank-transfer',
  bankAccountId: 'bdp-main',
  amount: '10000',
  transferReference: 'REF-1',
};
const callback = {
  eventId: 'evt-00000001',
  orderId: '1',
  gatewayReference: 'gw-1',
  amount: '10000',
  currency: 'PHP',
  status: 'paid',
};
const answers = { answers: [{ questionId: '1', answer: 'maria clara' }] };
const adjustment = { requestId: 'req-00000001', username: 'juan', amount: '100', reason: 'Goodwill' };

// Every free-text field of every request schema: the schema, a valid request, and the field's path in it.
const FIELDS: [string, z.ZodType, Record<string, unknown>, (string | number)[]][] = [
  ...(
    [
      'registerUrl',
      'domain',
      'username',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'captcha',
      'captchaId',
      'affiliateCode',
      'recommenderId',
      'nickname',
      'payeeName',
      'email',
      'idNumber',
      'qqNum',
      'facebook',
      'wechat',
      'line',
      'whatsapp',
      'zalo',
    ] as const
  ).map((field): [string, z.ZodType, Record<string, unknown>, string[]] => [
    `registration ${field}`,
    registrationSchema,
    { [field]: 'x1' },
    [field],
  ]),
  ['username check', usernameCheckQuerySchema, { username: 'juan' }, ['username']],
  ['affiliate check code', affiliateCheckQuerySchema, { code: 'AGENT01' }, ['code']],
  ['affiliate check domain', affiliateCheckQuerySchema, { code: 'AGENT01', domain: 'm.palaro.ph' }, ['domain']],
  ['log-in username', loginRequestSchema, login, ['username']],
  ['log-in captcha', loginRequestSchema, { ...login, captcha: '12' }, ['captcha']],
  ['log-in captcha id', loginRequestSchema, { ...login, captchaId: 'c1' }, ['captchaId']],
  ['mobile log-in dialing code', loginRequestSchema, mobileLogin, ['countryDialingCode']],
  ['mobile log-in number', loginRequestSchema, mobileLogin, ['mobileNum']],
  ['mobile log-in code', loginRequestSchema, mobileLogin, ['verificationCode']],
  ['social ticket', socialTicketRequestSchema, { ticket: 't1' }, ['ticket']],
  ['SMS dialing code', smsRequestSchema, sms, ['countryDialingCode']],
  ['SMS number', smsRequestSchema, sms, ['mobileNum']],
  ['SMS captcha', smsRequestSchema, { ...sms, captcha: '12' }, ['captcha']],
  ['SMS captcha id', smsRequestSchema, { ...sms, captchaId: 'c1' }, ['captchaId']],
  ['nickname', nicknameUpdateSchema, { nickname: 'Juan' }, ['nickname']],
  ['e-mail', emailUpdateSchema, { email: 'juan@example.ph' }, ['email']],
  ['payee name', payeeNameUpdateSchema, { payeeName: 'Juan' }, ['payeeName']],
  ['password by phone dialing code', passwordByPhoneSchema, byPhone, ['countryDialingCode']],
  ['password by phone number', passwordByPhoneSchema, byPhone, ['mobileNum']],
  ['password by phone code', passwordByPhoneSchema, byPhone, ['verificationCode']],
  ['deposit reference', manualDepositRequestSchema, manual, ['transferReference']],
  ['deposit payer name', manualDepositRequestSchema, { ...manual, payerName: 'Juan' }, ['payerName']],
  ['gateway event id', paymentCallbackSchema, callback, ['eventId']],
  ['gateway reference', paymentCallbackSchema, callback, ['gatewayReference']],
  [
    'bank card payee name',
    bankCardAddSchema,
    { bankCode: 'BDP', payeeName: 'Juan Dela Cruz', accountNumber: '1234567890' },
    ['payeeName'],
  ],
  ['security answer', securityAnswersSetSchema, { ...answers, loginPassword: 'secret' }, ['answers', 0, 'answer']],
  [
    'security answer of a reset',
    paymentPasswordResetByQuestionsSchema,
    { ...answers, paymentPassword: '123456', confirmPaymentPassword: '123456' },
    ['answers', 0, 'answer'],
  ],
  ['operator log-in username', operatorLoginSchema, { username: 'ops', password: 'secret' }, ['username']],
  ['operator deposit filter', opsDepositsQuerySchema, { player: 'juan' }, ['player']],
  ['operator withdrawal filter', opsWithdrawalsQuerySchema, { player: 'juan' }, ['player']],
  ['operator approval remark', opsApproveSchema, { remark: 'seen' }, ['remark']],
  ['operator payout reference', opsApproveSchema, { payoutReference: 'BDP-1' }, ['payoutReference']],
  ['operator rejection reason', opsRejectSchema, { reason: 'Name does not match' }, ['reason']],
  ['adjustment user name', opsAdjustmentSchema, adjustment, ['username']],
  ['adjustment reason', opsAdjustmentSchema, adjustment, ['reason']],
  ['audit action filter', opsAuditQuerySchema, { action: 'adjustment' }, ['action']],
  ['game lobby address', launchGameQuerySchema, { nodeId: '1', lobbyUrl: '/m/gameCenter' }, ['lobbyUrl']],
];

function withValue(
  request: Record<string, unknown>,
  path: (string | number)[],
  insert: (value: string) => string,
): unknown {
  const copy = structuredClone(request);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  node[last] = insert(String(node[last]));
  return copy;
}

describe('free text', () => {
  it.each(UNSAFE)('refuses %s', (_name, character) => {
    expect(hasUnsafeText(`Juan${character}Cruz`)).toBe(true);
    const refused = bankCardAddSchema.safeParse({
      bankCode: 'BDP',
      payeeName: `Juan${character}Cruz`,
      accountNumber: '1234567890',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['payeeName'], message: UNSAFE_TEXT_MESSAGE }),
    ]);
  });

  it.each(SAFE)('takes %s', (text) => {
    expect(hasUnsafeText(text)).toBe(false);
    expect(opsRejectSchema.parse({ reason: text })).toEqual({ reason: text });
  });

  it('checks after trimming, so white space around a value is only trimmed', () => {
    expect(nicknameUpdateSchema.parse({ nickname: '\t Juan \n' })).toEqual({ nickname: 'Juan' });
    expect(nicknameUpdateSchema.safeParse({ nickname: 'Juan\nAPPROVED' }).success).toBe(false);
  });

  it.each(FIELDS)('covers the %s', (_name, schema, request, path) => {
    expect(schema.safeParse(request).success).toBe(true);
    for (const [, character] of UNSAFE.filter(([name]) =>
      ['ESC (an ANSI sequence)', 'line feed', 'C1 CSI', 'right-to-left override'].includes(name),
    )) {
      const refused = schema.safeParse(
        withValue(request, path, (value) => `${value.slice(0, -1)}${character}${value.slice(-1)}`),
      );
      expect(refused.success).toBe(false);
      expect(refused.error?.issues).toContainEqual(expect.objectContaining({ path, message: UNSAFE_TEXT_MESSAGE }));
    }
  });
});
