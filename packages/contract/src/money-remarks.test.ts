import { describe, expect, it } from 'vitest';
import {
  codedRemark,
  freeTextRemark,
  isMoneyRemarkCode,
  MONEY_REMARK_CODES,
  moneyRemarkEnglish,
  moneyRemarkSchema,
} from './money-remarks';
import { memberTransactionSchema } from './reports';

describe('money remarks', () => {
  it('read in English as the remark fields always did', () => {
    expect(moneyRemarkEnglish(codedRemark('deposit.credited', { method: 'E-wallet' }))).toBe('E-wallet deposit');
    expect(moneyRemarkEnglish(codedRemark('withdrawal.rejected', {}, 'Name does not match'))).toBe(
      'Withdrawal rejected: Name does not match',
    );
    expect(moneyRemarkEnglish(codedRemark('withdrawal.paidReference', { reference: 'BDP-1' }))).toBe(
      'Paid, reference BDP-1',
    );
    expect(moneyRemarkEnglish(freeTextRemark('Goodwill credit'))).toBe('Goodwill credit');
    expect(moneyRemarkEnglish(null)).toBeNull();
  });

  it('show an unknown code by its free text, and take any code on the wire', () => {
    const future = { code: 'bonus.weekend', params: {}, freeText: null };
    expect(moneyRemarkSchema.parse(future)).toEqual(future);
    expect(moneyRemarkEnglish(future)).toBeNull();
    expect(moneyRemarkEnglish({ ...future, freeText: 'Weekend bonus' })).toBe('Weekend bonus');
    expect(isMoneyRemarkCode('bonus.weekend')).toBe(false);
    expect(isMoneyRemarkCode('toString')).toBe(false);
    expect(MONEY_REMARK_CODES.every(isMoneyRemarkCode)).toBe(true);
  });

  it('treat empty operator words as no remark', () => {
    expect(freeTextRemark('')).toBeNull();
    expect(freeTextRemark(null)).toBeNull();
  });

  it('read as none on a record from a server that sends only the English remark', () => {
    const line = {
      transactionId: '1',
      txCode: 'deposit',
      wallet: 'main',
      vendor: null,
      amount: '100',
      amountDisplay: '1.00',
      balanceAfter: '100',
      balanceAfterDisplay: '1.00',
      reference: 'deposit:1',
      remark: 'E-wallet deposit',
      createdAt: '2026-11-23T01:00:00.000Z',
    };
    expect(memberTransactionSchema.parse(line)).toMatchObject({ remark: 'E-wallet deposit', remarkDetail: null });
  });
});
