import type { OpsAdjustment } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { PlayerLookup } from '../accounts';
import type { Audit } from '../operators';
import type { OperatorContext } from '../operators';
import type { LedgerService } from './service';
import type { WalletService } from './wallet-service';

type Deps = {
  ledger: LedgerService;
  wallets: WalletService;
  merchant: MerchantConfig;
  players: PlayerLookup;
  audit: Audit;
};

/** What operators do with players' wallets; an adjustment and its audit record commit together. */
export function createWalletDesk({ ledger, wallets, merchant, players, audit }: Deps) {
  const code = merchant.merchantCode;
  return {
    /** A signed amount on a player's main or bonus wallet, against the house, with a reason the player sees. */
    async adjust(who: OperatorContext, input: OpsAdjustment) {
      const player = await players.byName(input.username);
      const amount = BigInt(input.amount);
      const wallet = await ledger.walletAccountId(code, player.id, merchant.currency, input.wallet);
      const house = await ledger.merchantAccountId(code, 'house', merchant.currency);
      const key = `adjustment:${input.requestId}`;
      const posted = await ledger.transaction(async (tx) => {
        const result = await ledger.moveIn(tx, {
          merchant: code,
          kind: 'adjustment',
          reference: key,
          idempotencyKey: key,
          from: amount > 0n ? house : wallet,
          to: amount > 0n ? wallet : house,
          amount: amount > 0n ? amount : -amount,
          metadata: { reason: input.reason, operator: who.username, wallet: input.wallet },
        });
        if (!result.replayed) {
          await audit(tx, who, 'adjustment', `player:${player.username}`, {
            amount: input.amount,
            wallet: input.wallet,
            reason: input.reason,
            transactionId: result.transactionId.toString(),
          });
        }
        return result;
      });
      return {
        transactionId: posted.transactionId.toString(),
        replayed: posted.replayed,
        wallets: await wallets.summary(player.id),
      };
    },

    async playerWallet(username: string) {
      const player = await players.byName(username);
      return {
        username: player.username,
        playerId: player.id.toString(),
        memberType: player.member_type,
        wallets: await wallets.summary(player.id),
      };
    },
  };
}

export type WalletDesk = ReturnType<typeof createWalletDesk>;
