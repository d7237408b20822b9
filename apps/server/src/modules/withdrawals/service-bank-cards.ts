import type { BankCardAdd, BankCards } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { Db } from '../../db/db';
import { moneyError } from '../../http/money-error';
import type { Clock } from '../../security/clock';
import { withdrawalsRepository } from './repository';
import { bankCardView } from './view';

/** The player's bank cards to withdraw to: a per-player limit, numbers masked in every answer. */
export function createBankCardService({ db, merchant, clock }: { db: Db; merchant: MerchantConfig; clock: Clock }) {
  const repo = withdrawalsRepository(db);
  const { withdrawal } = merchant;

  return {
    async list(accountId: bigint): Promise<BankCards> {
      return { cards: (await repo.cards(accountId)).map(bankCardView), maxCards: withdrawal.maxBankCards };
    },

    async add(accountId: bigint, input: BankCardAdd): Promise<BankCards> {
      const bank = withdrawal.banks.find((entry) => entry.bankCode === input.bankCode);
      if (!bank) throw moneyError('bankUnknown', { fields: { bankCode: 'bank_unknown' } });
      // serialised per player so two adds at once cannot pass the limit together
      await db.transaction(async (tx) => {
        const locked = withdrawalsRepository(tx);
        await locked.lockPlayer(accountId);
        if ((await locked.cards(accountId)).length >= withdrawal.maxBankCards)
          throw moneyError('bankCardLimit', { value: { maxCards: withdrawal.maxBankCards } });
        const added = await locked.addCard(merchant.merchantCode, accountId, {
          bankCode: bank.bankCode,
          bankName: bank.bankName,
          payeeName: input.payeeName,
          accountNumber: input.accountNumber,
        });
        if (!added) throw moneyError('bankCardDuplicate');
      });
      return this.list(accountId);
    },

    async remove(accountId: bigint, id: bigint): Promise<BankCards> {
      if (!(await repo.removeCard(accountId, id, new Date(clock())))) throw moneyError('bankCardUnknown');
      return this.list(accountId);
    },
  };
}

export type BankCardService = ReturnType<typeof createBankCardService>;
