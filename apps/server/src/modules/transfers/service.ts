import {
  codedRemark,
  formatMinorUnits,
  MAIN_WALLET,
  minorDigitsOf,
  type RecoverAllValue,
  type TransferVendors,
  type WalletTransferRequest,
  type WalletTransferValue,
} from '@palaro/contract';
import type { Db } from '../../db/db';
import type { MerchantConfig } from '../../config/merchant-schema';
import { moneyError } from '../../http/money-error';
import type { LedgerService } from '../ledger';
import type { SessionGuard } from '../ledger';
import type { WalletService } from '../ledger';
import { remarkMetadata } from '../reports';
import { vendorNames } from './repository';
import { isTransferModeVendor, transferModeVendors } from './transfer-vendors';

type Deps = { db: Db; ledger: LedgerService; wallets: WalletService; merchant: MerchantConfig };

/** Main wallet <-> transfer-mode vendor sub-wallets, and "recover all balances". */
export function createTransferService({ db, ledger, wallets, merchant }: Deps) {
  const code = merchant.merchantCode;
  const currency = merchant.currency;
  const digits = minorDigitsOf(currency);
  const accountOf = (ownerId: bigint, wallet: string) => ledger.walletAccountId(code, ownerId, currency, wallet);

  return {
    async vendors(ownerId: bigint): Promise<TransferVendors> {
      const names = await vendorNames(db, code);
      const accounts = await ledger.balances(ownerId);
      const balanceOf = (kind: string, vendor: string | null) =>
        accounts.find((account) => account.kind === kind && account.vendor === vendor && account.currency === currency)
          ?.balance ?? 0n;
      const main = balanceOf('player_main', null);
      return {
        main: main.toString(),
        mainBalance: formatMinorUnits(main, digits),
        vendors: transferModeVendors(merchant).map((vendor) => {
          const amount = balanceOf('player_vendor', vendor);
          return {
            vendor,
            name: names.get(vendor) ?? vendor,
            amount: amount.toString(),
            balance: formatMinorUnits(amount, digits),
          };
        }),
      };
    },

    /** `session`: the transfer is made only while the caller's session is live (checked with the posting). */
    async transfer(
      ownerId: bigint,
      input: WalletTransferRequest,
      session?: SessionGuard,
    ): Promise<WalletTransferValue> {
      const vendor = input.from === MAIN_WALLET ? input.to : input.to === MAIN_WALLET ? input.from : undefined;
      if (!vendor || vendor === MAIN_WALLET || !isTransferModeVendor(merchant, vendor))
        throw moneyError('transferInvalid');
      const key = `transfer:${ownerId}:${input.requestId}`;
      // the posting answers the player's balances right after it, so the summary needs no query of its own
      const { posted, accounts } = await ledger.moveForOwner(
        ownerId,
        {
          merchant: code,
          kind: 'transfer',
          reference: key,
          idempotencyKey: key,
          from: await accountOf(ownerId, input.from),
          to: await accountOf(ownerId, input.to),
          amount: BigInt(input.amount),
          metadata: { from: input.from, to: input.to },
        },
        session,
      );
      return {
        transactionId: posted.transactionId.toString(),
        replayed: posted.replayed,
        wallets: wallets.summaryOf(accounts),
      };
    },

    /** Every vendor sub-wallet's balance back to main in one transaction; a resent requestId answers the first result. */
    async recoverAll(ownerId: bigint, requestId: string): Promise<RecoverAllValue> {
      const key = `recover:${ownerId}:${requestId}`;
      const main = await accountOf(ownerId, MAIN_WALLET);
      const answer = async (recovered: bigint) => ({
        recovered: recovered.toString(),
        recoveredDisplay: formatMinorUnits(recovered, digits),
        wallets: await wallets.summary(ownerId),
      });
      const earlier = await ledger.postedByKey(code, key);
      if (earlier) return answer(earlier.entries.find((entry) => entry.accountId === main)?.amount ?? 0n);

      const vendors = (await ledger.balances(ownerId)).filter(
        (account) => account.kind === 'player_vendor' && account.currency === currency && account.balance > 0n,
      );
      if (vendors.length === 0) return answer(0n);
      const total = vendors.reduce((sum, account) => sum + account.balance, 0n);
      const posted = await ledger.post({
        merchant: code,
        kind: 'transfer',
        reference: key,
        idempotencyKey: key,
        entries: [
          ...vendors.map((account) => ({ account: account.id, amount: -account.balance })),
          { account: main, amount: total },
        ],
        metadata: { from: 'vendors', to: MAIN_WALLET, ...remarkMetadata(codedRemark('transfer.recoverAll')) },
      });
      return answer(posted.entries.find((entry) => entry.accountId === main)?.amount ?? total);
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
