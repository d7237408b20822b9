import { describe, expect, it } from 'vitest';
import { remarkMetadata, remarkOfMetadata } from './remark-metadata';
import { codedRemark } from '@palaro/contract';

describe('remarks kept in ledger metadata', () => {
  it('come back as written', () => {
    const written = remarkMetadata(codedRemark('withdrawal.rejected', {}, 'Payee name differs'));
    expect(written).toEqual({
      remark: 'Withdrawal rejected: Payee name differs',
      remarkCode: 'withdrawal.rejected',
      remarkParams: {},
      freeText: 'Payee name differs',
    });
    expect(remarkOfMetadata('withdrawal', written)).toEqual({
      code: 'withdrawal.rejected',
      params: {},
      freeText: 'Payee name differs',
    });
    expect(
      remarkOfMetadata('deposit', { remarkCode: 'deposit.credited', remarkParams: { method: 'GCash', odd: 7 } }),
    ).toEqual({
      code: 'deposit.credited',
      params: { method: 'GCash' },
      freeText: null,
    });
  });

  it('get codes for the English of transactions posted before codes existed', () => {
    expect(remarkOfMetadata('withdrawal', { remark: 'Withdrawal requested', bank: 'Isla Savings Bank' })).toEqual(
      codedRemark('withdrawal.requested', { bank: 'Isla Savings Bank' }),
    );
    expect(remarkOfMetadata('withdrawal', { remark: 'Withdrawal paid out', withdrawalId: '4' })).toEqual(
      codedRemark('withdrawal.paid'),
    );
    expect(remarkOfMetadata('withdrawal', { remark: 'Withdrawal rejected: Wrong name' })).toEqual(
      codedRemark('withdrawal.rejected', {}, 'Wrong name'),
    );
    expect(remarkOfMetadata('deposit', { depositId: '3', remark: 'Card or online banking deposit' })).toEqual(
      codedRemark('deposit.credited', { method: 'Card or online banking' }),
    );
    expect(remarkOfMetadata('transfer', { from: 'vendors', remark: 'Recover all balances' })).toEqual(
      codedRemark('transfer.recoverAll'),
    );
    expect(remarkOfMetadata('adjustment', { reason: 'Trial play money' })).toEqual(codedRemark('trial.playMoney'));
    expect(remarkOfMetadata('adjustment', { reason: 'Demo opening balance' })).toEqual(
      codedRemark('demo.openingBalance'),
    );
  });

  it("keep an operator's reason as free text, even when it reads like a system remark", () => {
    expect(remarkOfMetadata('adjustment', { reason: 'Trial play money', operator: 'ops', wallet: 'main' })).toEqual({
      code: null,
      params: {},
      freeText: 'Trial play money',
    });
    expect(remarkOfMetadata('adjustment', { reason: 'constructor', operator: 'ops' })).toEqual({
      code: null,
      params: {},
      freeText: 'constructor',
    });
  });

  it('leave unknown English as free text and nothing as nothing', () => {
    expect(remarkOfMetadata('bonus', { remark: 'Weekend bonus' })).toEqual({
      code: null,
      params: {},
      freeText: 'Weekend bonus',
    });
    expect(remarkOfMetadata('withdrawal', { remark: 'Withdrawal rejected: ' })).toEqual({
      code: null,
      params: {},
      freeText: 'Withdrawal rejected: ',
    });
    expect(remarkOfMetadata('deposit', { remark: 'constructor' })).toEqual({
      code: null,
      params: {},
      freeText: 'constructor',
    });
    expect(remarkOfMetadata('transfer', { from: 'main', to: 'BAYANI' })).toBeNull();
    expect(remarkOfMetadata('bet', {})).toBeNull();
  });
});
