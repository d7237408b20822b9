import type { DepositMethods, Deposit } from '@palaro/contract/payments';
import type { WalletSummary } from '@palaro/contract/wallet';
import type { BankCard, WithdrawInfo } from '@palaro/contract/withdrawals';

// Answers shaped like the demo merchant's money calls, for component tests of the money screens.

export function makeWallet(mainMinor = '500000'): WalletSummary {
  const major = `${mainMinor.slice(0, -2) || '0'}.${mainMinor.slice(-2).padStart(2, '0')}`;
  return {
    sumBalance: major,
    currencySymbol: '₱',
    currency: 'PHP',
    sumAmount: mainMinor,
    wallets: [
      { kind: 'main', vendor: null, amount: mainMinor, balance: major },
      { kind: 'bonus', vendor: null, amount: '0', balance: '0.00' },
    ],
  };
}

export function makeDepositMethods(eligible = true): DepositMethods {
  return {
    eligible,
    currency: 'PHP',
    currencySymbol: '₱',
    methods: eligible
      ? [
          {
            id: 'bank-transfer',
            type: 'manual',
            name: 'Bank transfer',
            logo: '/m/demo-images/payment-bank.svg',
            minAmount: '10000',
            maxAmount: '5000000',
            presets: ['10000', '50000'],
            bankAccounts: [
              {
                id: 'bdp-main',
                bankCode: 'BDP',
                bankName: 'Banco de Palaro',
                accountName: 'Palaro Gaming Inc.',
                accountNumber: '0012 3456 7890',
                branch: 'Makati',
              },
              {
                id: 'mnb-main',
                bankCode: 'MNB',
                bankName: 'Maharlika National Bank',
                accountName: 'Palaro Gaming Inc.',
                accountNumber: '5566 7788 9900',
                branch: null,
              },
            ],
          },
          {
            id: 'e-wallet',
            type: 'ewallet',
            name: 'E-wallet',
            logo: '/m/demo-images/payment-ewallet.svg',
            minAmount: '5000',
            maxAmount: '2000000',
            presets: ['5000'],
            bankAccounts: [],
          },
        ]
      : [],
  };
}

export function makeDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: '41',
    methodId: 'bank-transfer',
    methodName: 'Bank transfer',
    type: 'manual',
    amount: '25050',
    amountDisplay: '250.50',
    currency: 'PHP',
    status: 'pending',
    bankAccount: 'BDP 0012 **** 7890',
    transferReference: 'TRX-1',
    hasReceipt: false,
    remark: null,
    remarkDetail: null,
    createdAt: '2026-11-23T01:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export const demoCard: BankCard = {
  id: '7',
  bankCode: 'BDP',
  bankName: 'Banco de Palaro',
  payeeName: 'Juan Dela Cruz',
  accountNumberMasked: '**** **** 7890',
  createdAt: '2026-11-23T01:00:00.000Z',
};

export function makeWithdrawInfo(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    currency: 'PHP',
    currencySymbol: '₱',
    withdrawable: '50000',
    withdrawableDisplay: '500.00',
    minAmount: '10000',
    maxAmount: '5000000',
    dailyCount: 0,
    dailyLimit: 5,
    pendingAmount: '0',
    hasWithdrawalPassword: true,
    cards: [demoCard],
    maxCards: 3,
    ...overrides,
  };
}

/** A success envelope. */
export const ok = (value: unknown) => ({ body: { success: true, value } });
/** A failure envelope. */
export const fail = (status: number, errorCode: string, message: string) => ({
  status,
  body: { success: false, errorCode, message },
});
