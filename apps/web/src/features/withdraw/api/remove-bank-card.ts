import { API } from '@palaro/contract/api-paths';
import { bankCardsSchema, type BankCards } from '@palaro/contract/withdrawals';
import { request } from '../../../shared/lib/api-client';

/** DELETE /wps/member/bankCard?id=: past withdrawals keep their own copy of the card. */
export function removeBankCard(id: string): Promise<BankCards> {
  return request(API.bankCard, { schema: bankCardsSchema, method: 'DELETE', query: { id } });
}
