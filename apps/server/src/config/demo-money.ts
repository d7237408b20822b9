import type { PaymentsConfig, WithdrawalConfig } from './money-config-schema';

// The demo merchant's money settings: one manual bank method, a card gateway and an e-wallet, both on the
// sandbox gateway, so a fresh start can take every kind of deposit. Bank names and numbers are invented.
export const DEMO_PAYMENTS: PaymentsConfig = {
  methods: [
    {
      id: 'bank-transfer',
      type: 'manual',
      name: 'Bank transfer',
      logo: '/m/demo-images/payment-bank.webp',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      presets: [10_000, 50_000, 100_000, 500_000],
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
      logo: '/m/demo-images/payment-ewallet.webp',
      minAmount: 5_000,
      maxAmount: 2_000_000,
      presets: [5_000, 20_000, 50_000, 100_000],
      bankAccounts: [],
      gateway: 'sandbox',
    },
    {
      id: 'card',
      type: 'gateway',
      name: 'Card or online banking',
      logo: '/m/demo-images/payment-card.webp',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      presets: [10_000, 50_000, 100_000, 500_000],
      bankAccounts: [],
      gateway: 'sandbox',
    },
  ],
  gateways: { sandbox: { enabled: true } },
  maxPendingDeposits: 5,
  paymentPageMinutes: 30,
};

export const DEMO_WITHDRAWAL: WithdrawalConfig = {
  minAmount: 10_000,
  maxAmount: 5_000_000,
  dailyLimit: 5,
  maxBankCards: 3,
  banks: [
    { bankCode: 'BDP', bankName: 'Banco de Palaro' },
    { bankCode: 'MNB', bankName: 'Maharlika National Bank' },
    { bankCode: 'ISLA', bankName: 'Isla Savings Bank' },
    { bankCode: 'PERA', bankName: 'Pera Digital Bank' },
  ],
};

/** Transfer-mode vendors of the demo lobby; the rest play straight from the main wallet. */
export const DEMO_TRANSFER_VENDORS: string[] = ['BAYANI'];
