import { MONEY_REMARK_CODES, codedRemark, freeTextRemark } from '@palaro/contract/money-remarks';
import { changeLanguage, i18n, initI18n } from '../i18n/i18n';
import { remarkText } from './remark-text';

const texts = import.meta.glob<Record<string, unknown>>('../../../locales/en/money.json', {
  eager: true,
  import: 'default',
});

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadNamespaces('money');
});
afterAll(async () => {
  await changeLanguage('EN');
});

describe('remarkText', () => {
  it('has English words for every remark code of the contract', () => {
    const remark = (Object.values(texts)[0]?.remark ?? {}) as Record<string, Record<string, string>>;
    for (const code of MONEY_REMARK_CODES) {
      const [group = '', name = ''] = code.split('.');
      expect(remark[group]?.[name], code).toEqual(expect.any(String));
    }
  });

  it("words codes in the language on screen, with their parameters and an operator's words as typed", async () => {
    const t = i18n.getFixedT(null, 'money');
    expect(remarkText(t, codedRemark('deposit.credited', { method: 'E-wallet' }), 'E-wallet deposit')).toBe(
      'E-wallet deposit',
    );
    expect(remarkText(t, codedRemark('withdrawal.rejected', {}, 'Name does not match'), 'x')).toBe(
      'Withdrawal rejected: Name does not match',
    );
    await changeLanguage('VI');
    await i18n.loadNamespaces('money');
    const vi = i18n.getFixedT(null, 'money');
    expect(remarkText(vi, codedRemark('deposit.credited', { method: 'E-wallet' }), 'E-wallet deposit')).toBe(
      'Nạp tiền qua E-wallet',
    );
    expect(
      remarkText(vi, codedRemark('withdrawal.paidReference', { reference: 'BDP-7' }, 'Sent by InstaPay'), 'x'),
    ).toBe('Đã chi trả, mã tham chiếu BDP-7: Sent by InstaPay');
    expect(remarkText(vi, freeTextRemark('Payee name does not match'), 'Payee name does not match')).toBe(
      'Payee name does not match',
    );
    await changeLanguage('CN');
    await i18n.loadNamespaces('money');
    expect(remarkText(i18n.getFixedT(null, 'money'), codedRemark('withdrawal.rejected', {}, 'Wrong name'), 'x')).toBe(
      '取款被拒绝：Wrong name',
    );
  });

  it("falls back to the server's English for a code it does not know, or a record without parts", () => {
    const t = i18n.getFixedT(null, 'money');
    expect(remarkText(t, { code: 'bonus.weekend', params: {}, freeText: null }, 'Weekend bonus')).toBe('Weekend bonus');
    expect(remarkText(t, null, 'Old English remark')).toBe('Old English remark');
    expect(remarkText(t, undefined, null)).toBeNull();
  });
});
