import type { Success, Wallet, WalletTransferValue } from '@palaro/contract';

// The 200 answer of walletTransfer, the busiest money call, written directly: the same text the contract's schema
// serializer gives (its fields in the schema's order, nothing else), without parsing the answer against the schema
// first, which cost about as much as the rest of the serialisation. The value is built by the transfer service from
// typed data, and transfers.test.ts checks the text against the schema's serializer.

const walletJson = (wallet: Wallet) =>
  `{"kind":${JSON.stringify(wallet.kind)},"vendor":${JSON.stringify(wallet.vendor)},"amount":${JSON.stringify(wallet.amount)},"balance":${JSON.stringify(wallet.balance)}}`;

export function walletTransferJson({ value }: Success<WalletTransferValue>): string {
  const { wallets: summary } = value;
  return (
    `{"success":true,"value":{"transactionId":${JSON.stringify(value.transactionId)},"replayed":${value.replayed ? 'true' : 'false'},` +
    `"wallets":{"sumBalance":${JSON.stringify(summary.sumBalance)},"currencySymbol":${JSON.stringify(summary.currencySymbol)},` +
    `"currency":${JSON.stringify(summary.currency)},"sumAmount":${JSON.stringify(summary.sumAmount)},"wallets":[${summary.wallets.map(walletJson).join(',')}]}}}`
  );
}
