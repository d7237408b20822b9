import { API } from '@palaro/contract/api-paths';
import { bankCardsSchema, type BankCardAdd, type BankCards } from '@palaro/contract/withdrawals';
import { apiPost } from '../../../shared/lib/api-client';

/** POST /wps/member/bankCard: answers the player's cards, numbers masked. */
export function addBankCard(body: BankCardAdd): Promise<BankCards> {
  return apiPost(API.bankCard, bankCardsSchema, body);
}
